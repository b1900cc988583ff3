import re

log = "\n".join("2024-05-%02d user%d@example.org GET /item/%d 200 %dms" % (d % 28 + 1, d, d * 7, d % 90)
                for d in range(200))
dates = re.findall(r"(\d{4})-(\d{2})-(\d{2})", log)
users = set(re.findall(r"[\w.]+@[\w.]+", log))
slow = [m.group(1) for m in re.finditer(r"/item/(\d+) 200 (\d{2})ms", log) if int(m.group(2)) > 50]
masked = re.sub(r"\d", "#", log[:200])
fields = re.split(r"\s+", log.splitlines()[0])
print(len(dates), len(users), len(slow), masked[:30], fields)
