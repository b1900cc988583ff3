# Float arithmetic and comparisons in a loop (the VM's quickened float instructions): 40,000 iterations of about
# 8 float operations and 2 float comparisons, with small ints mixed in.
def run(n):
    x = 0.5
    acc = 0.0
    hits = 0
    for i in range(n):
        x = x * 3.9 * (1.0 - x)
        acc += x / (1 + i % 5) - 0.25
        if x > 0.5 and acc < 1e9:
            hits += 1
    return round(acc, 6), hits


print(run(40000))
