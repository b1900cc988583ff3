# A typical agent step: aggregate some records and report. Run it with ./agentcage run examples/hello.py
from collections import Counter

orders = [
    {"customer": "ada", "item": "book", "price": 12.5},
    {"customer": "bob", "item": "pen", "price": 1.25},
    {"customer": "ada", "item": "lamp", "price": 30.0},
    {"customer": "cy", "item": "book", "price": 12.5},
]

totals = {}
for o in orders:
    totals[o["customer"]] = totals.get(o["customer"], 0) + o["price"]

print("Hello from the AgentCage sandbox!")
for customer, total in sorted(totals.items(), key=lambda kv: -kv[1]):
    print(f"{customer:>5}: {total:8.2f}")
print("most ordered:", Counter(o["item"] for o in orders).most_common(1)[0][0])
