/**
 * The Brightlane mark (as public/favicon.svg) and word mark, the same on both skins;
 * decorative inside a link that names the site.
 */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#0b5cad" />
        <path d="M8 9h4l4 11 4-11h4l-6 15h-4z" fill="#fff" />
      </svg>
      <span className="logo-word">Brightlane</span>
    </span>
  );
}
