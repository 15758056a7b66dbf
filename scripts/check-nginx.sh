#!/usr/bin/env bash
# `nginx -t` on the deploy guide's two nginx files (ops/nginx), as Debian's nginx reads them: each
# inside a minimal nginx.conf, with a self-signed certificate where Let's Encrypt's would be.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v nginx >/dev/null || { echo "nginx is not installed: apt-get install nginx-light" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=www.example.in" \
  -keyout "$work/privkey.pem" -out "$work/fullchain.pem" 2>/dev/null
for conf in ops/nginx/site-http.conf ops/nginx/site.conf; do
  sed "s#/etc/letsencrypt/live/www.example.in#$work#g" "$conf" > "$work/site.conf"
  cat > "$work/nginx.conf" <<CONF
pid $work/nginx.pid;
error_log $work/error.log;
events {}
http {
  access_log off;
  client_body_temp_path $work/body;
  proxy_temp_path $work/proxy;
  include $work/site.conf;
}
CONF
  nginx -t -q -p "$work" -c "$work/nginx.conf"
  echo "nginx -t: $conf passes ($(nginx -v 2>&1 | sed 's/.*\///'))"
done
