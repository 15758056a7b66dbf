#!/bin/sh
# certbot's deploy hook: nginx reads a renewed certificate only when it reloads.
# Install: sudo install -m 755 ops/nginx/reload-nginx.sh /etc/letsencrypt/renewal-hooks/deploy/
exec systemctl reload nginx
