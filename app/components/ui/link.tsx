/**
 * The site's <Link>. It writes plain anchors on the server under the fast document
 * entry, which relies on React Router's private markup, so it lives behind the
 * React Router seam (app/lib/react-router-seam, decision 0019).
 */
export { Link } from "~/lib/react-router-seam";
