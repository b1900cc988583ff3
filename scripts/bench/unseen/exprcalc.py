# Written 2026-11-28 as a program the interpreter was never tuned on (issue 25: the compiled tier's default-on check).
import re
TOKEN = re.compile(r"\s*(?:(\d+\.?\d*)|(.))")
class Parser:
    def __init__(self, text):
        self.toks = [(n, o) for n, o in TOKEN.findall(text)]
        self.i = 0
    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else (None, None)
    def take(self):
        t = self.peek(); self.i += 1; return t
    def expr(self):
        v = self.term()
        while self.peek()[1] in ("+", "-"):
            op = self.take()[1]
            r = self.term()
            v = v + r if op == "+" else v - r
        return v
    def term(self):
        v = self.factor()
        while self.peek()[1] in ("*", "/", "%"):
            op = self.take()[1]
            r = self.factor()
            if op == "*": v *= r
            elif op == "/": v /= r
            else: v %= r
        return v
    def factor(self):
        n, o = self.take()
        if n:
            return float(n)
        if o == "-":
            return -self.factor()
        if o == "(":
            v = self.expr(); self.take(); return v
        raise SyntaxError(f"unexpected {o!r}")
exprs = []
for i in range(1, 2500):
    exprs.append(f"({i} + {i % 7}) * {i % 13 + 1} - {i} / ({i % 5 + 1}) + -({i % 3}) % 4")
total = 0.0
for e in exprs:
    total += Parser(e).expr()
print(round(total, 4), len(exprs))
