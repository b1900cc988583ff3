import time
ALL = 'aAbBcCdDeFgGhHIjklmMnpPrRsStTuUVwWxXyYzZ%'
for ts in [0, 1700000000, 951782400 + 43200, -86400 * 365 * 30 + 3661, 253402300799, -62135596800]:
    g = time.gmtime(ts)
    print(ts, '|'.join(time.strftime('%' + c, g) for c in ALL if c not in 'sz'))
    print(time.strftime('%-d %-m %-H %-I %-j %-M %-S %-y %-e|%Q %-Q %E %O|trailing %', g), time.strftime('%-', g))
    print(time.localtime(ts) == g, time.asctime(g), time.ctime(ts))
# ---
import time
for t in [(2024, 2, 29, 0, 0, 0, 3, 60, 0), (1999, 12, 31, 23, 59, 60, 4, 365, 0), (2000, 1, 1, 12, 0, 0, 5, 1, 0),
          (-5, 3, 7, 1, 2, 3, 0, 66, 0), (12345, 6, 15, 13, 14, 15, 6, 167, 0), (2024, 0, 0, 0, 0, 0, 0, 0, 0),
          (2024, 5, 5, 5, 5, 5, 7, 126, 0), (2024, 5, 5, 5, 5, 5, -1, 126, 0)]:
    print(time.strftime('%Y-%m-%d %H:%M:%S %a %A %b %B %p %I %j %w %u %y %C %c %x %X %D %F %R %r %T %e %k %l', t))
for bad in [(2024, 13, 1, 0, 0, 0, 0, 1, 0), (2024, 1, 1, 24, 0, 0, 0, 1, 0), (2024, 1, 1, 0, 60, 0, 0, 1, 0),
            (2024, 1, 1, 0, 0, 62, 0, 1, 0), (True, 1, 1, 0, 0, 0, 0, 1, 0)]:
    try:
        print(time.strftime('%Y %m %H %M %S', bad))
    except Exception as e:
        print(type(e).__name__ + ':', e)
for bad in [10 ** 20, -10 ** 20, float('inf'), float('nan'), 2 ** 63]:
    try:
        print(time.gmtime(bad))
    except Exception as e:
        print(type(e).__name__ + ':', e)
print(time.gmtime(1e10).tm_year, time.gmtime(-1.5), time.gmtime(True))
# ---
import datetime
for d in [datetime.datetime(2024, 2, 29, 13, 5, 9, 7), datetime.datetime(1, 1, 1), datetime.datetime(9999, 12, 31, 23, 59, 59, 999999),
          datetime.datetime(2021, 1, 3, tzinfo=datetime.timezone(datetime.timedelta(hours=-5, minutes=-30), 'X'))]:
    print(d.strftime('%Y-%m-%dT%H:%M:%S.%f %a %j %U %W %G-%V-%u %z %Z %c %x %X %-d/%-m %%'), format(d, '%d.%m.%y %I%p'))
print(datetime.date(2024, 7, 4).strftime('%A %d %B %Y %H:%M %f'), datetime.time(7, 8, 9, 10).strftime('%H:%M:%S.%f %p %Y'))
print(f"{datetime.datetime(2030, 1, 2, 3, 4, 5):%Y/%m/%d %H-%M-%S}", '%s' in datetime.datetime(2020, 1, 1).strftime('%%s'))
# ---
import logging, io
h = logging.StreamHandler(io.StringIO())
f = logging.Formatter('%(asctime)s|%(levelname)s|%(message)s', datefmt='%Y-%m-%d %H:%M:%S')
r = logging.LogRecord('n', logging.INFO, 'p', 1, 'hello %s', ('w',), None)
r.created = 1700000000.25
r.msecs = 250.0
print(f.format(r), logging.Formatter('%(asctime)s %(message)s').formatTime(r), f.formatTime(r, '%d/%m/%Y'))
