# Varnish 7 in front of Vitrine instances (README, "Running behind a CDN and on several machines").
#
# - The origins and the addresses allowed to purge are in vitrine-backends.vcl, found on
#   vcl_path (start from deploy/varnish/vitrine-backends.vcl); this file stays as shipped.
# - Objects are tagged with the origin's Surrogate-Key (copied to xkey); the origin purges
#   with `PURGE /` and the header `xkey: <tags>` on publish (CDN_PURGE_URL).
# - One copy per device class, not per User-Agent: X-Device is computed here and hashed on;
#   the origin answers `Vary: X-Device`.
# - Cookies never reach a cacheable request; anything personal (back office, previews,
#   writes, the lead API, staff sessions) is passed to the origin untouched.
# - UTM parameters are left out of the URL that is cached and fetched (the page's HTML does
#   not depend on them); the browser keeps them in its address bar for the page's scripts.
vcl 4.1;

import xkey;
import directors;

include "vitrine-backends.vcl";

acl vitrine_local_purgers {
  "localhost";
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ vitrine_local_purgers && client.ip !~ vitrine_purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey) {
      return (synth(400, "PURGE needs an xkey header"));
    }
    set req.http.X-Purged = xkey.purge(req.http.xkey);
    return (synth(200, "Purged " + req.http.X-Purged));
  }

  set req.backend_hint = vitrine_origin.backend();
  unset req.http.X-Cache;

  # Device class: the visitor's own choice (the `view` cookie, set by {BASE_PATH}view) wins,
  # then the phone pattern of server/device.ts (tests/cdn/device-class.test.ts keeps them equal).
  # What the client sent is always overwritten.
  if (req.http.Cookie ~ "(^|;\s*)view=mobile(;|$)") {
    set req.http.X-Device = "mobile";
  } else if (req.http.Cookie ~ "(^|;\s*)view=desktop(;|$)") {
    set req.http.X-Device = "desktop";
  } else if (req.http.User-Agent ~ "(?i)\b(iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS)\b|Android.+\bMobile\b|\bMobile\b.*\bFirefox\b|Mobi(?!.*\biPad\b)" && req.http.User-Agent !~ "(?i)\biPad\b|\bTablet\b|\bSM-T\d") {
    set req.http.X-Device = "mobile";
  } else {
    set req.http.X-Device = "desktop";
  }

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Personal answers: the back office, previews, the view switch (sets a cookie), the language
  # switch (answers from the Referer), the lead
  # API (the visitor's own form token and anti-forgery cookie), any signed-in staff member.
  # The register page itself is public; its post is a POST.
  if (req.url ~ "^[^?]*/(admin|preview|view|language|api/v1/(admin|leads))(/|\?|$)" ||
      req.http.Cookie ~ "(^|;\s*)(__Host-)?vitrine\.session") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }
  # Public answers depend on no cookie (the origin sets none on them): analytics and the
  # anti-forgery cookie would only split the cache.
  unset req.http.Cookie;
  # The five UTM parameters are read by the page's scripts from the address bar, never by
  # the origin (decision 0059): one copy serves every campaign. The browser keeps its URL.
  if (req.url ~ "[?&]utm_(source|medium|campaign|term|content)=") {
    set req.url = regsuball(req.url, "(?<=[?&])utm_(source|medium|campaign|term|content)=[^&]*(&|$)", "");
    set req.url = regsub(req.url, "[?&]$", "");
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.http.X-Device);
}

sub vcl_hit {
  set req.http.X-Cache = "HIT";
}

sub vcl_miss {
  set req.http.X-Cache = "MISS";
}

sub vcl_pass {
  set req.http.X-Cache = "PASS";
}

sub vcl_backend_response {
  if (beresp.http.Surrogate-Key && !beresp.http.xkey) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  # Never store what sets a cookie or is private; remember for two minutes not to wait on it.
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # Errors from a struggling origin are kept briefly; stale copies serve meanwhile (grace).
  if (beresp.status >= 500) {
    set beresp.ttl = 1s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  return (deliver);
}

sub vcl_synth {
  if (req.method == "PURGE") {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.http.X-Purged = req.http.X-Purged;
    set resp.body = resp.reason + {"
"};
    return (deliver);
  }
}

sub vcl_deliver {
  set resp.http.X-Cache = req.http.X-Cache;
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  # s-maxage is this cache's lifetime, bounded by purges; caches further on are never purged.
  if (resp.http.Cache-Control ~ "s-maxage") {
    set resp.http.Cache-Control = regsuball(resp.http.Cache-Control, ",?\s*s-maxage=\d+", "");
  }
}
