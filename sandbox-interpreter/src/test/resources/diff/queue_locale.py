import queue
q = queue.Queue(maxsize=2)
q.put(1); q.put_nowait('two')
print(q.qsize(), q.full(), q.empty())
try:
    q.put(3, block=False)
except queue.Full as e:
    print('full', repr(e), type(e).__mro__)
print(q.get(), q.get_nowait(), q.empty())
try:
    q.get_nowait()
except queue.Empty:
    print('empty')
try:
    q.get(timeout=-1)
except ValueError as e:
    print(e)
q.task_done(); q.task_done(); q.join()
try:
    q.task_done()
except ValueError as e:
    print(e)
lq = queue.LifoQueue()
pq = queue.PriorityQueue()
for x in [3, 1, 2]:
    lq.put(x); pq.put((x, str(x)))
print([lq.get() for _ in range(3)], [pq.get() for _ in range(3)])
sq = queue.SimpleQueue()
sq.put('a'); sq.put('b')
print(sq.qsize(), sq.get(), sq.get_nowait(), sq.empty(), type(queue.Queue[int]).__name__)
try:
    sq.get(block=False)
except queue.Empty as e:
    print('simple empty', type(e).__name__)
# ---
import queue
q = queue.Queue()
q.get(timeout=0.01)
# ---
import locale
print(locale.localeconv())
print(locale.setlocale(locale.LC_NUMERIC, 'C'), locale.setlocale(locale.LC_ALL, 'POSIX'), locale.getlocale(locale.LC_NUMERIC))
try:
    locale.setlocale(locale.LC_ALL, 'de_DE.UTF-8')
except locale.Error as e:
    print(type(e).__mro__, e)
try:
    locale.currency(1.5)
except ValueError as e:
    print(e)
print(locale.format_string('%d items %.2f', (1234567, 3.14159), grouping=True), locale.str(3.14159265358979))
print(locale.atof('2.5'), locale.atoi('42'), locale.strcoll('a', 'b'), locale.strcoll('b', 'b'), locale.strxfrm('abc'))
print(locale.CHAR_MAX, locale.LC_ALL, locale.delocalize('1.5'), locale.localize('1.5'), sorted(['b', 'a', 'C'], key=locale.strxfrm))
# ---
import locale
locale.setlocale(locale.LC_ALL, 'fr_FR')
