#!/usr/bin/env bash
# Reproduces examples/data/dns.pcap: real DNS traffic over UDP (plus a little
# TCP and ICMP) between dnsmasq and dig on the loopback interface, over both
# IPv4 (127.0.0.1) and IPv6 (::1), captured with tcpdump.
#
# Usage (as root, on Debian/Ubuntu):  scripts/capture-dns.sh [output.pcap]
# Default output: examples/data/dns.pcap (relative to the repository root).
# KEEP_LOGS=DIR also copies the dig output and the dnsmasq query log to DIR.
#
# The server is dnsmasq on port 53 (override with DNS_PORT=5353 if port 53 is
# taken; the parser then has to treat that port as DNS). It serves only the
# static records below (no upstream resolver), so the capture needs no network.
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=${1:-"$repo_root/examples/data/dns.pcap"}
port=${DNS_PORT:-53}

if [[ $(id -u) -ne 0 ]]; then
    echo "capture-dns.sh: must run as root (binds port $port, captures on lo)" >&2
    exit 1
fi

need=()
command -v dnsmasq >/dev/null || need+=(dnsmasq-base)
command -v dig     >/dev/null || need+=(bind9-dnsutils)
command -v tcpdump >/dev/null || need+=(tcpdump)
if ((${#need[@]})); then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y "${need[@]}"
fi

work=$(mktemp -d)
dnsmasq_pid=
tcpdump_pid=
cleanup() {
    [[ -n $tcpdump_pid ]] && kill -INT "$tcpdump_pid" 2>/dev/null && wait "$tcpdump_pid" 2>/dev/null || true
    [[ -n $dnsmasq_pid ]] && kill "$dnsmasq_pid" 2>/dev/null && wait "$dnsmasq_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# A TXT record too large for a 512-byte plain DNS response: four 200-byte
# strings (dnsmasq separates the character-strings with commas).
chunk() { printf "%s%0$(( 200 - ${#1} ))d" "$1" 0; }
big_txt="$(chunk part1-),$(chunk part2-),$(chunk part3-),$(chunk part4-)"

cat > "$work/dnsmasq.conf" <<CONF
port=$port
listen-address=127.0.0.1
listen-address=::1
bind-interfaces
no-resolv
no-hosts
no-poll
log-queries
log-facility=-
# Answer everything under example.test locally: unknown names get NXDOMAIN.
local=/example.test/
domain-needed
host-record=example.test,10.0.0.1,fd00::1
host-record=www.example.test,10.0.0.2,fd00::2
host-record=mail.example.test,10.0.0.3,fd00::3
host-record=v4only.example.test,10.0.0.4
host-record=v6only.example.test,fd00::6
cname=ftp.example.test,www.example.test
mx-host=example.test,mail.example.test,10
mx-host=example.test,backup-mx.example.test,20
txt-record=example.test,"v=spf1 mx -all"
txt-record=_dmarc.example.test,"v=DMARC1; p=reject"
txt-record=multi.example.test,"first string","second string","third string"
txt-record=big.example.test,$big_txt
srv-host=_sip._udp.example.test,www.example.test,5060,10,60
CONF

dnsmasq --keep-in-foreground --conf-file="$work/dnsmasq.conf" \
    --pid-file="$work/dnsmasq.pid" 2>"$work/dnsmasq.log" &
dnsmasq_pid=$!

# DNS on the chosen port (UDP and the TCP fallback), the two stray UDP
# datagrams to the discard port, and the ICMP errors they provoke.
tcpdump -i lo -nn -s 0 -U --immediate-mode -Z root -w "$work/dns.pcap" \
    "port $port or udp port 9 or icmp or icmp6" 2>"$work/tcpdump.log" &
tcpdump_pid=$!
for _ in $(seq 50); do
    grep -q "listening on" "$work/tcpdump.log" 2>/dev/null && break
    sleep 0.1
done
sleep 1

q() { # q SERVER ARGS... : one query, output kept for the log
    local server=$1; shift
    echo ";; dig @$server -p $port $*" >> "$work/dig.log"
    dig @"$server" -p "$port" +tries=1 +time=2 "$@" >> "$work/dig.log" 2>&1 || true
    sleep 0.05
}

# One line per query; each is asked over IPv4 and then over IPv6.
queries=(
    "example.test A"
    "www.example.test A"
    "www.example.test AAAA"
    "example.test AAAA"
    "mail.example.test A +noedns"
    "mail.example.test AAAA +noedns"
    "v4only.example.test AAAA"              # NOERROR, no answer
    "v6only.example.test A"                 # NOERROR, no answer
    "ftp.example.test A"                    # CNAME + A
    "example.test MX"
    "example.test MX +noedns"
    "example.test TXT"
    "_dmarc.example.test TXT"
    "multi.example.test TXT"
    "_sip._udp.example.test SRV"
    "-x 10.0.0.2"                           # PTR
    "-x fd00::2"                            # PTR (ip6.arpa)
    "nosuch.example.test A"                 # NXDOMAIN
    "nosuch.example.test AAAA"              # NXDOMAIN
    "missing.example.test MX +noedns"       # NXDOMAIN
    "big.example.test TXT"                  # ~850-byte answer (EDNS)
    "big.example.test TXT +noedns +ignore"  # truncated (TC=1) over UDP
    "version.bind TXT CH"                   # CHAOS class
    "www.debian.org A"                      # no upstream: REFUSED
)
ask_all() {
    local query server
    for query in "${queries[@]}"; do
        for server in 127.0.0.1 ::1; do
            # shellcheck disable=SC2086 # split the query into dig arguments
            q "$server" $query
        done
    done
}

ask_all

# Two non-DNS UDP datagrams; nothing listens on port 9, so the kernel answers
# each with an ICMP / ICMPv6 port-unreachable quoting the datagram.
printf 'not dns\n' > /dev/udp/127.0.0.1/9 || true
sleep 0.05
printf 'not dns either\n' > /dev/udp/::1/9 || true
sleep 0.05

# The truncated answer once more without +ignore: dig falls back to TCP
# (one full TCP connection per address family).
for server in 127.0.0.1 ::1; do
    q "$server" big.example.test TXT +noedns
done

# A second round of the same queries (new ids and source ports).
ask_all

sleep 1
kill -INT "$tcpdump_pid"; wait "$tcpdump_pid" || true; tcpdump_pid=
kill "$dnsmasq_pid"; wait "$dnsmasq_pid" || true; dnsmasq_pid=

cat "$work/tcpdump.log" >&2
mkdir -p "$(dirname "$out")"
cp "$work/dns.pcap" "$out"
chmod 644 "$out"
echo "wrote $out ($(stat -c %s "$out") bytes)" >&2
if [[ -n ${KEEP_LOGS:-} ]]; then
    cp "$work/dig.log" "$work/dnsmasq.log" "$KEEP_LOGS"/
fi
