# Log analysis with regular expressions: generate access-log lines, parse them, aggregate per path and status.
import re

LINE = re.compile(r'(?P<ip>\d+\.\d+\.\d+\.\d+) - - \[(?P<day>\d+)/(?P<mon>\w+)/\d+:(?P<hour>\d+):\d+:\d+\] '
                  r'"(?P<method>GET|POST|PUT) (?P<path>/[\w/.-]*)(?:\?(?P<query>[^ ]*))? HTTP/1\.1" '
                  r'(?P<status>\d{3}) (?P<size>\d+)')
PARAM = re.compile(r'(\w+)=([^&]*)')
METHODS = ("GET", "POST", "PUT")
PATHS = ("/index.html", "/api/users", "/api/orders/17", "/static/app.js", "/login", "/api/search")
STATUSES = (200, 200, 200, 301, 404, 500)


def make_lines(n):
    seed = 12345
    out = []
    for i in range(n):
        seed = (seed * 1103515245 + 12345) % 2147483648
        ip = "10.%d.%d.%d" % (seed % 7, (seed >> 8) % 50, (seed >> 16) % 250)
        path = PATHS[seed % len(PATHS)]
        query = "?q=item%d&page=%d" % (seed % 97, seed % 5) if seed % 3 == 0 else ""
        out.append('%s - - [%02d/Nov/2026:%02d:%02d:%02d] "%s %s%s HTTP/1.1" %d %d' % (
            ip, 1 + seed % 28, (seed >> 4) % 24, i % 60, (i * 7) % 60, METHODS[seed % 3], path, query,
            STATUSES[(seed >> 5) % len(STATUSES)], 200 + seed % 5000))
    return out


def analyse(lines):
    by_path = {}
    by_status = {}
    bytes_by_hour = [0] * 24
    terms = {}
    bad = 0
    for line in lines:
        m = LINE.match(line)
        if m is None:
            bad += 1
            continue
        path = m.group("path")
        by_path[path] = by_path.get(path, 0) + 1
        st = m.group("status")
        by_status[st] = by_status.get(st, 0) + 1
        bytes_by_hour[int(m.group("hour"))] += int(m.group("size"))
        q = m.group("query")
        if q:
            for k, v in PARAM.findall(q):
                if k == "q":
                    terms[v] = terms.get(v, 0) + 1
    return by_path, by_status, bytes_by_hour, terms, bad


LOG = make_lines(14000)
P, S, H, T, B = analyse(LOG)
for k in sorted(P):
    print(k, P[k])
print(sorted(S.items()))
print(max(range(24), key=lambda h: H[h]), sum(H))
print(sorted(T.items(), key=lambda kv: (-kv[1], kv[0]))[:5], B)
print(len(re.findall(r"\b10\.3\.\d+", "\n".join(LOG))))
print(re.sub(r"(\d+)\.(\d+)", r"\2.\1", LOG[7]))
