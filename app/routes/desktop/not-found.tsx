import { data } from "react-router";

// The layout's error boundary draws the page, so /404 looks exactly like any other
// missing page and answers with the same status.
export function loader() {
  throw data(null, { status: 404 });
}

export default function Page() {
  return null;
}
