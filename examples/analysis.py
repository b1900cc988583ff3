# expect: SUCCESS
# A small data task of the kind agents write: parse CSV text, group, summarise; the last expression is the value.
# Run it with: ./agentcage run examples/analysis.py
from collections import defaultdict

DATA = """city,month,rain_mm
Lisbon,1,100
Lisbon,2,95
Oslo,1,55
Oslo,2,46
Cairo,1,5
Cairo,2,4
"""

header, *rows = DATA.strip().splitlines()
columns = header.split(",")
rain = defaultdict(list)
for line in rows:
    record = dict(zip(columns, line.split(",")))
    rain[record["city"]].append(int(record["rain_mm"]))

for city, values in sorted(rain.items()):
    print(f"{city:<7} mean {sum(values) / len(values):6.1f} mm")

max(rain, key=lambda c: sum(rain[c]))
