/** Sanitised HTML from the content service (sanitised when it was stored). */
export function HtmlBody({ html, className = "prose" }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
