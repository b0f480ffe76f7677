# The site's own part of default.vcl: its origins and who else may purge. Copy it next to
# default.vcl (or anywhere on varnishd's vcl_path) and edit it; default.vcl includes it.

probe vitrine_ready {
  .url = "/readyz";
  .interval = 2s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
}

backend vitrine_1 { .host = "127.0.0.1"; .port = "3001"; .probe = vitrine_ready; }
backend vitrine_2 { .host = "127.0.0.1"; .port = "3002"; .probe = vitrine_ready; }

sub vcl_init {
  new vitrine_origin = directors.round_robin();
  vitrine_origin.add_backend(vitrine_1);
  vitrine_origin.add_backend(vitrine_2);
}

# Addresses besides loopback allowed to send PURGE (the instances' machines).
acl vitrine_purgers {
  "10.0.0.0"/8;
}
