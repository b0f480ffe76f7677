import { test } from "../support/browser-test.ts";
import { noticeFollowsEachPage } from "../support/locale-notice.ts";

// The fallback notice follows each page of /zh/mobile the browser's router opens (decision 0110).

test.use({ serverEnv: { LOCALES: "en,zh-Hans" } });

test("the notice and the body's language follow a client navigation between a translated and an untranslated article", async ({
  page,
}) => {
  await noticeFollowsEachPage(page, (id) => `/mobile/detail/${id}`);
});
