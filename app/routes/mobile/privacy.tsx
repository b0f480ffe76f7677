import { PRIVACY_META } from "~/components/content/page-meta";
import { PrivacyNotice } from "~/components/content/privacy";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { mobile } from "~/kernel/links";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, { ...PRIVACY_META, canonicalPath: desktopCanonicalPath(args) });
}

export default function PrivacyPage() {
  return <PrivacyNotice className="privacy m-page" registerHref={mobile.register()} />;
}
