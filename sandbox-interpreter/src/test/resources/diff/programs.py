def primes(n):
    sieve = [True] * (n + 1)
    sieve[0] = sieve[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            for j in range(i * i, n + 1, i):
                sieve[j] = False
    return [i for i, p in enumerate(sieve) if p]
print(primes(50))
# ---
def bubble(a):
    a = list(a)
    for i in range(len(a)):
        for j in range(len(a) - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
    return a
print(bubble([5, 2, 9, 1, 5, 6]))
# ---
def word_count(text):
    counts = {}
    for w in text.lower().split():
        w = w.strip(".,!?")
        counts[w] = counts.get(w, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
print(word_count("The cat and the hat. The end!"))
# ---
def binary_search(a, x):
    lo, hi = 0, len(a) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if a[mid] == x:
            return mid
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1
print(binary_search(list(range(0, 100, 3)), 27), binary_search([1, 2], 5))
# ---
def hanoi(n, a="A", b="B", c="C", moves=None):
    if moves is None:
        moves = []
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append((a, c))
        hanoi(n - 1, b, a, c, moves)
    return moves
print(len(hanoi(10)), hanoi(2))
# ---
def memo_fib():
    cache = {}
    def fib(n):
        if n in cache:
            return cache[n]
        r = n if n < 2 else fib(n - 1) + fib(n - 2)
        cache[n] = r
        return r
    return fib
print(memo_fib()(100))
# ---
matrix = [[1, 2], [3, 4]]
def matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]
print(matmul(matrix, matrix))
# ---
class Node:
    def __init__(self, val, nxt=None):
        self.val, self.next = val, nxt
def to_list(n):
    out = []
    while n:
        out.append(n.val)
        n = n.next
    return out
def reverse(n):
    prev = None
    while n:
        n.next, prev, n = prev, n, n.next
    return prev
print(to_list(reverse(Node(1, Node(2, Node(3))))))
# ---
def flatten(x):
    for item in x:
        if isinstance(item, list):
            yield from flatten(item)
        else:
            yield item
print(list(flatten([1, [2, [3, [4]], 5]])))
# ---
def permutations(s):
    if len(s) <= 1:
        return [s]
    return [c + p for i, c in enumerate(s) for p in permutations(s[:i] + s[i + 1:])]
print(permutations("abc"))
# ---
text = "a1b2c3"
print("".join(c for c in text if c.isalpha()), sum(int(c) for c in text if c.isdigit()))
# ---
records = [("alice", 30, "NY"), ("bob", 25, "LA"), ("carol", 35, "NY")]
by_city = {}
for name, age, city in records:
    by_city.setdefault(city, []).append(name)
print(by_city, max(records, key=lambda r: r[1])[0], sorted(records, key=lambda r: r[1])[0])
# ---
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
print(gcd(48, 18), gcd(17, 5), [gcd(i, 12) for i in range(1, 7)])
# ---
def is_palindrome(s):
    s = "".join(ch.lower() for ch in s if ch.isalnum())
    return s == s[::-1]
print(is_palindrome("A man, a plan, a canal: Panama"), is_palindrome("abc"))
# ---
def roman(n):
    vals = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = ""
    for v, s in vals:
        while n >= v:
            out += s
            n -= v
    return out
print(roman(1994), roman(2024), roman(4))
# ---
def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps
print(max(range(1, 1000), key=collatz))
# ---
from math import sqrt, pi, floor, ceil
print(round(sqrt(2), 6), floor(-2.5), ceil(2.1), round(pi, 3))
# ---
import math
print(math.gcd(12, 18), math.factorial(10), math.isclose(0.1 + 0.2, 0.3), math.inf > 10 ** 100, math.hypot(3, 4))
# ---
def stats(xs):
    n = len(xs)
    mean = sum(xs) / n
    var = sum((x - mean) ** 2 for x in xs) / n
    return round(mean, 3), round(var, 3), sorted(xs)[n // 2]
print(stats([2, 4, 4, 4, 5, 5, 7, 9]))
# ---
grid = ["#..", ".#.", "..#"]
print(sum(row.count("#") for row in grid), [list(r) for r in grid][1], ["".join(col) for col in zip(*grid)])
# ---
def caesar(s, k):
    return "".join(chr((ord(c) - 97 + k) % 26 + 97) if c.islower() else c for c in s)
print(caesar("hello, world", 3), caesar(caesar("abc", 5), -5))
# ---
inventory = {"apple": 3, "pear": 0, "fig": 7}
in_stock = {k: v for k, v in inventory.items() if v}
print(in_stock, sum(inventory.values()), min(inventory, key=inventory.get))
# ---
def chunks(lst, n):
    return [lst[i:i + n] for i in range(0, len(lst), n)]
print(chunks(list(range(10)), 3))
# ---
s = "the quick brown fox"
print(" ".join(w[::-1] for w in s.split()), s.title(), len(set(s.replace(" ", ""))))
# ---
acc = []
for i in range(1, 16):
    acc.append("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else str(i))
print(",".join(acc))
# ---
def quicksort(a):
    if len(a) <= 1:
        return a
    p, *rest = a
    return quicksort([x for x in rest if x < p]) + [p] + quicksort([x for x in rest if x >= p])
print(quicksort([3, 6, 1, 8, 2, 9, 2]))
# ---
pairs = [(x, y) for x in range(1, 20) for y in range(x, 20) if (x * x + y * y) ** 0.5 % 1 == 0]
print(pairs)
# ---
big = 1
for i in range(1, 30):
    big *= i
print(big, len(str(big)), big % 1000007)
# ---
table = [[f"{i * j:3d}" for j in range(1, 5)] for i in range(1, 4)]
for row in table:
    print("".join(row))
# ---
data = "name,age\nann,31\nbo,22\n"
rows = [line.split(",") for line in data.strip().split("\n")]
header, *body = rows
print([dict(zip(header, r)) for r in body])
# ---
def compose(*fns):
    def run(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return run
print(compose(str, lambda x: x + 1, abs)(-5))
# ---
class BankAccount:
    interest = 0.05
    def __init__(self, owner, balance=0.0):
        self.owner, self.balance = owner, balance
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        return self
    def __repr__(self):
        return f"{self.owner}: {self.balance:.2f}"
acct = BankAccount("ann").deposit(100).deposit(50.5)
print(acct, acct.balance * BankAccount.interest)
try:
    acct.deposit(-1)
except ValueError as e:
    print("error:", e)
