// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "./paste-clean";

// What Word for Windows puts on the clipboard for a heading, a bold run, a bullet list
// with a nested item, a numbered list and a spacing paragraph (shortened, same markup).
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0cm;} --></style></head>
<body lang=EN-GB style='tab-interval:36.0pt'><!--StartFragment-->
<h1 style='mso-style-name:"Heading 1"'><span lang=EN-GB>Quarterly results<o:p></o:p></span></h1>
<p class=MsoNormal><b><span style='font-family:Calibri'>Revenue</span></b><span style='color:#333'> grew.</span><o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>First point<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New";mso-list:Ignore'>o<span style='font:7.0pt'>&nbsp; </span></span><![endif]>Nested point<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>·<span>&nbsp; </span></span><![endif]>Second point<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp; </span></span><![endif]>Step one<o:p></o:p></p>
<!--EndFragment--></body></html>`;

// Google Docs: the whole paste inside a <b> with a guid, bold and italics as styles.
const GOOGLE = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c"><p dir="ltr" style="line-height:1.38;margin-top:0pt"><span style="font-size:11pt;font-family:Arial;font-weight:700;">Bold</span><span style="font-size:11pt;font-style:italic;"> and italic</span></p><ul style="margin-top:0"><li dir="ltr" style="list-style-type:disc"><p dir="ltr"><span style="font-size:11pt">Item</span></p></li></ul></b>`;

describe("cleanPastedHtml", () => {
  it("turns Word's list paragraphs into nested lists without the bullet glyphs", () => {
    const html = cleanPastedHtml(WORD);
    expect(html).toContain("<h1>Quarterly results</h1>");
    expect(html).toMatch(/<b>Revenue<\/b>\s*grew\./);
    expect(html).toMatch(
      /<ul><li><p>First point<\/p><ul><li><p>Nested point<\/p><\/li><\/ul><\/li><li><p>Second point<\/p><\/li><\/ul>/,
    );
    expect(html).toMatch(/<ol><li><p>Step one<\/p><\/li><\/ol>/);
    expect(html).not.toMatch(/·|mso-|class=|style=|lang=|o:p|<!--|StartFragment|Microsoft|MsoNormal/);
  });

  it("keeps Google Docs' bold and italics as elements and drops its wrapper and styles", () => {
    const html = cleanPastedHtml(GOOGLE);
    expect(html).toBe("<p><strong>Bold</strong><em> and italic</em></p><ul><li><p>Item</p></li></ul>");
  });

  it("leaves plain HTML as it was", () => {
    const plain = '<h2>Title</h2><p>Text with <a href="https://example.com/">a link</a>.</p>';
    expect(cleanPastedHtml(plain)).toBe(plain);
  });
});
