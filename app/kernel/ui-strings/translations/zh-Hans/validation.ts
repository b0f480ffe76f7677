/** The validation area (../../validation.ts) in Simplified Chinese. */
import type { Translation } from "../../catalog.ts";

export default {
  required: "请填写{field}。",
  notText: "{field}必须是文本。",
  tooShort: "{field}至少需要 {min} 个字符。",
  tooLong: "{field}最多 {max} 个字符。",
  controlCharacters: "{field}不能包含控制字符。",
  chooseOption: "请选择{field}。",
  notAnOption: "{field}必须是列表中的选项之一。",
  emailShape: "{field}格式应类似 name@company.com。",
  phoneShape:
    "{field}须为国际格式：以 + 和国家/地区代码开头，后接 6 到 14 位数字（可含空格和短横线），例如 +86 138 0013 8000。",
  consentRequired: "请勾选{field}，同意我们与您联系。",
  unknownField: "未知字段：{fields}。",
  unknownFields: "未知字段：{fields}。",
  formTokenMissing: "缺少表单令牌，请刷新页面后重试。",
  formTokenInvalid: "表单令牌无效。",
  sourcePageNotText: "来源页面必须是文本。",
  requestNotIntent: "申请类型必须是以下之一：{intents}。",
  crossSite: "不接受来自其他网站的提交。",
  notAWebForm: "表单必须以普通网页表单的方式提交。",
  tooLarge: "表单内容过大，无法提交（上限 {limit} KB）。请缩短您的留言。",
  notConfirmed: "无法确认该表单来自本网站，因此未保存任何内容。请检查您填写的信息后重新提交。",
} satisfies Translation["validation"];
