import { data } from "react-router";

// Any unknown desktop path: the layout's error boundary draws the 404 page.
export function loader() {
  throw data(null, { status: 404 });
}

export default function Page() {
  return null;
}
