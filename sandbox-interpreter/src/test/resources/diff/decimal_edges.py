from decimal import Decimal as D, getcontext, localcontext
import decimal
vals = [D(0), D('-0'), D(1), D(-1), D('0.1'), D('2.5'), D('-3.75'), D('1e10'), D('1.23456789012345678901234567890'), D('1e-20'), D('inf'), D('-inf'), D('nan'), 3, -2, 0]
ops = [('+', lambda a, b: a + b), ('-', lambda a, b: a - b), ('*', lambda a, b: a * b), ('/', lambda a, b: a / b), ('//', lambda a, b: a // b), ('%', lambda a, b: a % b), ('divmod', divmod), ('**', lambda a, b: a ** b), ('<', lambda a, b: a < b), ('==', lambda a, b: a == b), ('max', lambda a, b: D(a).max(b)), ('cmp', lambda a, b: D(a).compare(b)), ('quant', lambda a, b: D(a).quantize(D(b))), ('fma', lambda a, b: D(a).fma(b, 1)), ('rn', lambda a, b: D(a).remainder_near(b)), ('cs', lambda a, b: D(a).copy_sign(b)), ('nt', lambda a, b: D(a).next_toward(b))]
OPS = ['+', '-', '*']
for ctxprec in (28, 5):
    with localcontext(prec=ctxprec) as c:
        c.traps[decimal.Inexact] = False
        for name, f in ops:
            if name not in OPS:
                continue
            for a in vals:
                for b in vals:
                    if not isinstance(a, D) and not isinstance(b, D):
                        continue
                    try:
                        r = repr(f(a, b))
                    except Exception as e:
                        r = type(e).__name__ + ' ' + str(e)
                    print(ctxprec, name, a, b, r)
# ---
from decimal import Decimal as D, getcontext, localcontext
import decimal
vals = [D(0), D('-0'), D(1), D(-1), D('0.1'), D('2.5'), D('-3.75'), D('1e10'), D('1.23456789012345678901234567890'), D('1e-20'), D('inf'), D('-inf'), D('nan'), 3, -2, 0]
ops = [('+', lambda a, b: a + b), ('-', lambda a, b: a - b), ('*', lambda a, b: a * b), ('/', lambda a, b: a / b), ('//', lambda a, b: a // b), ('%', lambda a, b: a % b), ('divmod', divmod), ('**', lambda a, b: a ** b), ('<', lambda a, b: a < b), ('==', lambda a, b: a == b), ('max', lambda a, b: D(a).max(b)), ('cmp', lambda a, b: D(a).compare(b)), ('quant', lambda a, b: D(a).quantize(D(b))), ('fma', lambda a, b: D(a).fma(b, 1)), ('rn', lambda a, b: D(a).remainder_near(b)), ('cs', lambda a, b: D(a).copy_sign(b)), ('nt', lambda a, b: D(a).next_toward(b))]
OPS = ['/', '//', '%']
for ctxprec in (28, 5):
    with localcontext(prec=ctxprec) as c:
        c.traps[decimal.Inexact] = False
        for name, f in ops:
            if name not in OPS:
                continue
            for a in vals:
                for b in vals:
                    if not isinstance(a, D) and not isinstance(b, D):
                        continue
                    try:
                        r = repr(f(a, b))
                    except Exception as e:
                        r = type(e).__name__ + ' ' + str(e)
                    print(ctxprec, name, a, b, r)
# ---
from decimal import Decimal as D, getcontext, localcontext
import decimal
vals = [D(0), D('-0'), D(1), D(-1), D('0.1'), D('2.5'), D('-3.75'), D('1e10'), D('1.23456789012345678901234567890'), D('1e-20'), D('inf'), D('-inf'), D('nan'), 3, -2, 0]
ops = [('+', lambda a, b: a + b), ('-', lambda a, b: a - b), ('*', lambda a, b: a * b), ('/', lambda a, b: a / b), ('//', lambda a, b: a // b), ('%', lambda a, b: a % b), ('divmod', divmod), ('**', lambda a, b: a ** b), ('<', lambda a, b: a < b), ('==', lambda a, b: a == b), ('max', lambda a, b: D(a).max(b)), ('cmp', lambda a, b: D(a).compare(b)), ('quant', lambda a, b: D(a).quantize(D(b))), ('fma', lambda a, b: D(a).fma(b, 1)), ('rn', lambda a, b: D(a).remainder_near(b)), ('cs', lambda a, b: D(a).copy_sign(b)), ('nt', lambda a, b: D(a).next_toward(b))]
OPS = ['divmod', '**']
for ctxprec in (28, 5):
    with localcontext(prec=ctxprec) as c:
        c.traps[decimal.Inexact] = False
        for name, f in ops:
            if name not in OPS:
                continue
            for a in vals:
                for b in vals:
                    if not isinstance(a, D) and not isinstance(b, D):
                        continue
                    try:
                        r = repr(f(a, b))
                    except Exception as e:
                        r = type(e).__name__ + ' ' + str(e)
                    print(ctxprec, name, a, b, r)
# ---
from decimal import Decimal as D, getcontext, localcontext
import decimal
vals = [D(0), D('-0'), D(1), D(-1), D('0.1'), D('2.5'), D('-3.75'), D('1e10'), D('1.23456789012345678901234567890'), D('1e-20'), D('inf'), D('-inf'), D('nan'), 3, -2, 0]
ops = [('+', lambda a, b: a + b), ('-', lambda a, b: a - b), ('*', lambda a, b: a * b), ('/', lambda a, b: a / b), ('//', lambda a, b: a // b), ('%', lambda a, b: a % b), ('divmod', divmod), ('**', lambda a, b: a ** b), ('<', lambda a, b: a < b), ('==', lambda a, b: a == b), ('max', lambda a, b: D(a).max(b)), ('cmp', lambda a, b: D(a).compare(b)), ('quant', lambda a, b: D(a).quantize(D(b))), ('fma', lambda a, b: D(a).fma(b, 1)), ('rn', lambda a, b: D(a).remainder_near(b)), ('cs', lambda a, b: D(a).copy_sign(b)), ('nt', lambda a, b: D(a).next_toward(b))]
OPS = ['<', '==', 'max', 'cmp']
for ctxprec in (28, 5):
    with localcontext(prec=ctxprec) as c:
        c.traps[decimal.Inexact] = False
        for name, f in ops:
            if name not in OPS:
                continue
            for a in vals:
                for b in vals:
                    if not isinstance(a, D) and not isinstance(b, D):
                        continue
                    try:
                        r = repr(f(a, b))
                    except Exception as e:
                        r = type(e).__name__ + ' ' + str(e)
                    print(ctxprec, name, a, b, r)
# ---
from decimal import Decimal as D, getcontext, localcontext
import decimal
vals = [D(0), D('-0'), D(1), D(-1), D('0.1'), D('2.5'), D('-3.75'), D('1e10'), D('1.23456789012345678901234567890'), D('1e-20'), D('inf'), D('-inf'), D('nan'), 3, -2, 0]
ops = [('+', lambda a, b: a + b), ('-', lambda a, b: a - b), ('*', lambda a, b: a * b), ('/', lambda a, b: a / b), ('//', lambda a, b: a // b), ('%', lambda a, b: a % b), ('divmod', divmod), ('**', lambda a, b: a ** b), ('<', lambda a, b: a < b), ('==', lambda a, b: a == b), ('max', lambda a, b: D(a).max(b)), ('cmp', lambda a, b: D(a).compare(b)), ('quant', lambda a, b: D(a).quantize(D(b))), ('fma', lambda a, b: D(a).fma(b, 1)), ('rn', lambda a, b: D(a).remainder_near(b)), ('cs', lambda a, b: D(a).copy_sign(b)), ('nt', lambda a, b: D(a).next_toward(b))]
OPS = ['quant', 'fma', 'rn']
for ctxprec in (28, 5):
    with localcontext(prec=ctxprec) as c:
        c.traps[decimal.Inexact] = False
        for name, f in ops:
            if name not in OPS:
                continue
            for a in vals:
                for b in vals:
                    if not isinstance(a, D) and not isinstance(b, D):
                        continue
                    try:
                        r = repr(f(a, b))
                    except Exception as e:
                        r = type(e).__name__ + ' ' + str(e)
                    print(ctxprec, name, a, b, r)
# ---
from decimal import Decimal as D, getcontext, localcontext
import decimal
vals = [D(0), D('-0'), D(1), D(-1), D('0.1'), D('2.5'), D('-3.75'), D('1e10'), D('1.23456789012345678901234567890'), D('1e-20'), D('inf'), D('-inf'), D('nan'), 3, -2, 0]
ops = [('+', lambda a, b: a + b), ('-', lambda a, b: a - b), ('*', lambda a, b: a * b), ('/', lambda a, b: a / b), ('//', lambda a, b: a // b), ('%', lambda a, b: a % b), ('divmod', divmod), ('**', lambda a, b: a ** b), ('<', lambda a, b: a < b), ('==', lambda a, b: a == b), ('max', lambda a, b: D(a).max(b)), ('cmp', lambda a, b: D(a).compare(b)), ('quant', lambda a, b: D(a).quantize(D(b))), ('fma', lambda a, b: D(a).fma(b, 1)), ('rn', lambda a, b: D(a).remainder_near(b)), ('cs', lambda a, b: D(a).copy_sign(b)), ('nt', lambda a, b: D(a).next_toward(b))]
OPS = ['cs', 'nt']
for ctxprec in (28, 5):
    with localcontext(prec=ctxprec) as c:
        c.traps[decimal.Inexact] = False
        for name, f in ops:
            if name not in OPS:
                continue
            for a in vals:
                for b in vals:
                    if not isinstance(a, D) and not isinstance(b, D):
                        continue
                    try:
                        r = repr(f(a, b))
                    except Exception as e:
                        r = type(e).__name__ + ' ' + str(e)
                    print(ctxprec, name, a, b, r)
# ---
from decimal import Decimal as D, getcontext, localcontext
import decimal
vals = [D(0), D('-0'), D(1), D(-1), D('0.1'), D('2.5'), D('-3.75'), D('1e10'), D('1.23456789012345678901234567890'), D('1e-20'), D('inf'), D('-inf'), D('nan'), 3, -2, 0]
ops = [('+', lambda a, b: a + b), ('-', lambda a, b: a - b), ('*', lambda a, b: a * b), ('/', lambda a, b: a / b), ('//', lambda a, b: a // b), ('%', lambda a, b: a % b), ('divmod', divmod), ('**', lambda a, b: a ** b), ('<', lambda a, b: a < b), ('==', lambda a, b: a == b), ('max', lambda a, b: D(a).max(b)), ('cmp', lambda a, b: D(a).compare(b)), ('quant', lambda a, b: D(a).quantize(D(b))), ('fma', lambda a, b: D(a).fma(b, 1)), ('rn', lambda a, b: D(a).remainder_near(b)), ('cs', lambda a, b: D(a).copy_sign(b)), ('nt', lambda a, b: D(a).next_toward(b))]
un = [('sqrt', lambda a: a.sqrt()), ('exp', lambda a: a.exp()), ('ln', lambda a: a.ln()), ('log10', lambda a: a.log10()), ('neg', lambda a: -a), ('abs', abs), ('int', int), ('float', float), ('round', round), ('round2', lambda a: round(a, 2)), ('norm', lambda a: a.normalize()), ('tiv', lambda a: a.to_integral_value()), ('np', lambda a: a.next_plus()), ('nm', lambda a: a.next_minus()), ('str', str), ('eng', lambda a: a.to_eng_string()), ('tuple', lambda a: a.as_tuple()), ('ratio', lambda a: a.as_integer_ratio()), ('hash', lambda a: hash(a) if not a.is_nan() else 0), ('f', lambda a: format(a, '.3f')), ('e', lambda a: format(a, '.2e')), ('g', lambda a: format(a, 'g')), ('pct', lambda a: format(a, '.1%')), ('comma', lambda a: format(a, ',')), ('cls', lambda a: a.number_class()), ('logb', lambda a: a.logb()), ('adj', lambda a: a.adjusted())]
for name, f in un:
    for a in vals:
        if not isinstance(a, D): continue
        try:
            r = repr(f(a))
        except Exception as e:
            r = type(e).__name__ + ' ' + str(e)
        print(name, repr(a), r)
