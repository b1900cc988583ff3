import random
vals = [0, 1, -1, 5, 2.5, -0.5, 10**30, float('inf'), float('nan'), 'ab', [], [1, 2, 3], (4, 5), None, True]
names_all = ['random', 'randint', 'randrange', 'choice', 'uniform', 'triangular', 'gauss', 'normalvariate', 'lognormvariate', 'expovariate', 'vonmisesvariate', 'gammavariate', 'betavariate', 'paretovariate', 'weibullvariate', 'getrandbits', 'sample', 'choices', 'shuffle', 'randbytes', 'seed']
names = ['random', 'randint', 'randrange', 'choice', 'uniform', 'triangular']
for n in names:
    for a in vals:
        for args in [(), (a,), (a, 3), (1, a)]:
            if n.endswith('variate') and any(isinstance(x, float) and (x != x or x in (float('inf'),)) for x in args):
                continue
            numeric = n.endswith('variate') or n in ('uniform', 'triangular', 'gauss')
            if numeric and not all(isinstance(x, (int, float)) for x in args):
                continue
            if n == 'seed' and (not args or args[0] is None or args[0] != args[0] or len(args) > 1):
                continue
            r = random.Random(12345)
            try:
                v = repr(getattr(r, n)(*args))
            except Exception as e:
                v = type(e).__name__ + ': ' + str(e)
            print(n, args, v[:80], r.random())

# ---
import random
vals = [0, 1, -1, 5, 2.5, -0.5, 10**30, float('inf'), float('nan'), 'ab', [], [1, 2, 3], (4, 5), None, True]
names_all = ['random', 'randint', 'randrange', 'choice', 'uniform', 'triangular', 'gauss', 'normalvariate', 'lognormvariate', 'expovariate', 'vonmisesvariate', 'gammavariate', 'betavariate', 'paretovariate', 'weibullvariate', 'getrandbits', 'sample', 'choices', 'shuffle', 'randbytes', 'seed']
names = ['gauss', 'normalvariate', 'lognormvariate', 'expovariate', 'vonmisesvariate']
for n in names:
    for a in vals:
        for args in [(), (a,), (a, 3), (1, a)]:
            if n.endswith('variate') and any(isinstance(x, float) and (x != x or x in (float('inf'),)) for x in args):
                continue
            numeric = n.endswith('variate') or n in ('uniform', 'triangular', 'gauss')
            if numeric and not all(isinstance(x, (int, float)) for x in args):
                continue
            if n == 'seed' and (not args or args[0] is None or args[0] != args[0] or len(args) > 1):
                continue
            r = random.Random(12345)
            try:
                v = repr(getattr(r, n)(*args))
            except Exception as e:
                v = type(e).__name__ + ': ' + str(e)
            print(n, args, v[:80], r.random())

# ---
import random
vals = [0, 1, -1, 5, 2.5, -0.5, 10**30, float('inf'), float('nan'), 'ab', [], [1, 2, 3], (4, 5), None, True]
names_all = ['random', 'randint', 'randrange', 'choice', 'uniform', 'triangular', 'gauss', 'normalvariate', 'lognormvariate', 'expovariate', 'vonmisesvariate', 'gammavariate', 'betavariate', 'paretovariate', 'weibullvariate', 'getrandbits', 'sample', 'choices', 'shuffle', 'randbytes', 'seed']
names = ['gammavariate', 'betavariate', 'paretovariate', 'weibullvariate']
for n in names:
    for a in vals:
        for args in [(), (a,), (a, 3), (1, a)]:
            if n.endswith('variate') and any(isinstance(x, float) and (x != x or x in (float('inf'),)) for x in args):
                continue
            numeric = n.endswith('variate') or n in ('uniform', 'triangular', 'gauss')
            if numeric and not all(isinstance(x, (int, float)) for x in args):
                continue
            if n == 'seed' and (not args or args[0] is None or args[0] != args[0] or len(args) > 1):
                continue
            r = random.Random(12345)
            try:
                v = repr(getattr(r, n)(*args))
            except Exception as e:
                v = type(e).__name__ + ': ' + str(e)
            print(n, args, v[:80], r.random())

# ---
import random
vals = [0, 1, -1, 5, 2.5, -0.5, 10**30, float('inf'), float('nan'), 'ab', [], [1, 2, 3], (4, 5), None, True]
names_all = ['random', 'randint', 'randrange', 'choice', 'uniform', 'triangular', 'gauss', 'normalvariate', 'lognormvariate', 'expovariate', 'vonmisesvariate', 'gammavariate', 'betavariate', 'paretovariate', 'weibullvariate', 'getrandbits', 'sample', 'choices', 'shuffle', 'randbytes', 'seed']
names = ['getrandbits', 'sample', 'choices', 'shuffle', 'randbytes', 'seed']
for n in names:
    for a in vals:
        for args in [(), (a,), (a, 3), (1, a)]:
            if n.endswith('variate') and any(isinstance(x, float) and (x != x or x in (float('inf'),)) for x in args):
                continue
            numeric = n.endswith('variate') or n in ('uniform', 'triangular', 'gauss')
            if numeric and not all(isinstance(x, (int, float)) for x in args):
                continue
            if n == 'seed' and (not args or args[0] is None or args[0] != args[0] or len(args) > 1):
                continue
            r = random.Random(12345)
            try:
                v = repr(getattr(r, n)(*args))
            except Exception as e:
                v = type(e).__name__ + ': ' + str(e)
            print(n, args, v[:80], r.random())
