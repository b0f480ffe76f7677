import { PRIVACY_META } from "~/components/content/page-meta";
import { PrivacyNotice } from "~/components/content/privacy";
import { desktopMeta } from "~/components/desktop/meta";
import { desktop } from "~/kernel/links";
import type { Route } from "./+types/privacy";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, { ...PRIVACY_META, canonicalPath: desktop.privacy() });
}

export default function PrivacyPage() {
  return <PrivacyNotice className="privacy container" registerHref={desktop.register()} />;
}
