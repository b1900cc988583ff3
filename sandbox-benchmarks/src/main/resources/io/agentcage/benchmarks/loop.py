total = 0
for i in range(100000):
    if i % 3:
        total += i * 2
print(total)
