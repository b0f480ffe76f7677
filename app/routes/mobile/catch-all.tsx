import { data } from "react-router";

// Any unknown mobile path: the layout's error boundary draws the 404 page, and the
// layout's meta() gives it its head tags.
export function loader() {
  throw data(null, { status: 404 });
}

export default function Page() {
  return <h1>Page not found</h1>;
}
