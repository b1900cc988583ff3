# Written 2026-11-28 as a program the interpreter was never tuned on (issue 25: the compiled tier's default-on check).
class InsufficientFunds(Exception):
    def __init__(self, acct, amount):
        super().__init__(f"{acct.owner}: cannot withdraw {amount:.2f}, balance {acct.balance:.2f}")
        self.amount = amount
class Account:
    _next = 1
    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.id = Account._next
        Account._next += 1
        self.history = []
    @property
    def balance(self):
        return self._balance
    def deposit(self, amt):
        if amt <= 0:
            raise ValueError("positive only")
        self._balance += amt
        self.history.append(("dep", amt))
    def withdraw(self, amt):
        if amt > self._balance:
            raise InsufficientFunds(self, amt)
        self._balance -= amt
        self.history.append(("wd", amt))
    def __repr__(self):
        return f"Account({self.owner!r}, {self._balance:.2f})"
class Bank:
    def __init__(self):
        self.accounts = {}
    def open(self, owner, bal):
        a = Account(owner, bal)
        self.accounts[a.id] = a
        return a
    def transfer(self, src, dst, amt):
        try:
            self.accounts[src].withdraw(amt)
        except InsufficientFunds as e:
            return False
        self.accounts[dst].deposit(amt)
        return True
bank = Bank()
for i in range(200):
    bank.open(f"user{i}", 100.0 + i)
ok = fail = 0
x = 12345
for step in range(60000):
    x = (x * 1103515245 + 12345) & 0x7fffffff
    src = x % 200 + 1
    dst = (x >> 8) % 200 + 1
    amt = (x >> 4) % 150 + 1
    if bank.transfer(src, dst, float(amt)):
        ok += 1
    else:
        fail += 1
rich = sorted(bank.accounts.values(), key=lambda a: a.balance, reverse=True)[:3]
print(ok, fail, rich, sum(len(a.history) for a in bank.accounts.values()))
