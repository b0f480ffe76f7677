/**
 * The site's heavy features: how each shows in a built chunk, and the routes allowed to
 * preload it. tests/perf/budgets.test.ts holds every route of the build to them,
 * tests/perf/block-pages.test.ts the documents of pages of blocks. Each signature is checked
 * against the feature's own source first, so a renamed class cannot make the absence checks
 * pass by matching nothing.
 */
export const FEATURES: Array<{ name: string; signature: RegExp; source: string; allowed: RegExp }> = [
  {
    name: "gallery viewer (viewerjs)",
    signature: /viewer-canvas/,
    source: "node_modules/viewerjs/dist/viewer.esm.js",
    allowed: /^$/,
  },
  // The desktop home shows a featured video; the video pages and Live use the player too.
  {
    name: "video player",
    signature: /video-frame/,
    source: "app/components/desktop/video-player.tsx",
    allowed: /videos|live|desktop\/home$/,
  },
  // The carousel's wrapper (its Swiper loads when idle) is preloaded by the home pages only; on
  // another page of blocks it comes with the live blocks' chunk, as the page hydrates (decision 0097).
  {
    name: "carousel",
    signature: /carousel__pagination/,
    source: "app/components/ui/carousel.tsx",
    allowed: /\/home$/,
  },
  // The back office (app/routes/admin, app/components/admin): its own chunks, never a public page's.
  // Its form pieces are what every admin page shares, so what a shared chunk would pick up first.
  {
    name: "admin area",
    signature: /admin-field-error/,
    source: "app/components/admin/form.tsx",
    allowed: /^routes\/admin\//,
  },
  // The rich-text editor (Tiptap on ProseMirror) loads with the content editor only.
  {
    name: "rich-text editor (Tiptap)",
    signature: /ProseMirror-hideselection/,
    source: "node_modules/prosemirror-view/dist/index.js",
    allowed: /^routes\/admin\/content-(edit|new)$/,
  },
  // The first Intl object a page builds loads ICU's data: a 30 to 120 ms task before
  // hydration (decision 0043). Public pages format through app/components/content/format.ts.
  {
    name: "Intl formatters",
    signature: /\bIntl\.[A-Z]|\.toLocale(Date|Time)?String\(|\.localeCompare\(/,
    source: "app/components/admin/content-fields.tsx",
    allowed: /^routes\/admin\//,
  },
  // The register form loads its schema once it has hydrated, so no page preloads zod.
  {
    name: "form validation (zod)",
    signature: /\$ZodError|ZodError/,
    source: "node_modules/zod/v4/core/errors.js",
    allowed: /^$/,
  },
  // Axios loads when a page first calls the API (the register form, "Load more"), not before.
  {
    name: "HTTP client (axios)",
    signature: /ERR_BAD_RESPONSE/,
    source: "node_modules/axios/lib/core/AxiosError.js",
    allowed: /^routes\/admin\//,
  },
  // The progress bar's library loads after hydration: no bar shows before the first navigation.
  {
    name: "progress bar (NProgress)",
    signature: /nprogress-custom-parent/,
    source: "node_modules/nprogress/nprogress.js",
    allowed: /^$/,
  },
  // The 404 and 500 pages' view loads when an error boundary draws it (decision 0113): no page preloads it.
  {
    name: "error pages' view",
    signature: /error-actions/,
    source: "app/components/ui/error-view.tsx",
    allowed: /^$/,
  },
  // A page's copy reaches the browser as its loader data: no chunk carries another page's copy.
  {
    name: "page copy",
    signature: /40 binders of inspection forms per year/,
    source: "db/seed/copy/pages.json",
    allowed: /^$/,
  },
];
