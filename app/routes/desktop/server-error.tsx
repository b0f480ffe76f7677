import { data } from "react-router";

// The layout's error boundary draws the page; the status is the one it describes.
export function loader() {
  throw data(null, { status: 500 });
}

export default function Page() {
  return null;
}
