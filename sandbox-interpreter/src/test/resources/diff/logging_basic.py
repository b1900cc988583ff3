import logging, sys
logging.basicConfig(stream=sys.stdout, level=logging.DEBUG, format='%(levelname)s|%(name)s|%(module)s|%(funcName)s|%(lineno)d|%(message)s')
log = logging.getLogger('app.core')
log.debug('debug %s', 1)
log.info('info %d%%', 50)
def work():
    log.warning('in function')
work()
logging.error('root error')
logging.getLogger('app').setLevel(logging.ERROR)
log.warning('hidden by app level')
log.error('shown by app level')
print(log.getEffectiveLevel(), log.isEnabledFor(logging.WARNING), log.parent.name, log.parent.parent)
print(logging.getLogger('app.core') is log, logging.getLogger() is logging.root, logging.getLogger('root') is logging.root)
print(logging.getLevelName(10), logging.getLevelName('INFO'), logging.getLevelName(15), logging.getLevelName('XYZ'), logging.WARN, logging.FATAL)
# ---
import logging, sys
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter('{levelname:>8} {name}: {message}', style='{'))
log = logging.getLogger('svc')
log.addHandler(h)
log.setLevel(logging.INFO)
log.propagate = False
log.info('started %s', 'ok')
log.debug('not shown')
log.critical('critical')
log.log(25, 'custom level')
logging.addLevelName(25, 'NOTICE')
log.log(25, 'named level')
h2 = logging.StreamHandler(sys.stdout)
h2.setFormatter(logging.Formatter('$levelname - $message', style='$'))
h2.setLevel(logging.ERROR)
log.addHandler(h2)
log.error('two handlers')
log.removeHandler(h2)
log.error('one handler')
print(h, log, logging.root, log.handlers == [h], log.hasHandlers())
# ---
import logging, io
buf = io.StringIO()
logging.basicConfig(stream=buf, format='%(levelname)s:%(message)s')
log = logging.getLogger('x')
try:
    {}['missing']
except KeyError:
    log.exception('lookup failed')
try:
    1 / 0
except ZeroDivisionError as e:
    log.error('with exc_info', exc_info=e)
    log.warning('no info')
log.info('dropped')
log.warning('args %s %s', 'a', 'b')
log.warning('dict %(k)s', {'k': 'v'})
# source lines under a traceback's entries: CPython -c has none to show
print(''.join(l for l in buf.getvalue().splitlines(True) if not l.startswith('    ')), end='')
# ---
import logging, sys
class OnlyOdd(logging.Filter):
    def filter(self, record):
        return record.args[0] % 2 == 1
h = logging.StreamHandler(sys.stdout)
h.addFilter(OnlyOdd())
log = logging.getLogger('f')
log.addHandler(h)
log.propagate = False
for i in range(5):
    log.warning('n=%d', i)
log.addFilter(lambda r: r.args[0] != 3)
for i in range(5):
    log.warning('m=%d', i)
adapter = logging.LoggerAdapter(log, {'user': 'bob'})
h.setFormatter(logging.Formatter('%(user)s %(message)s'))
adapter.warning('adapted %d', 1)
print(adapter, repr(adapter.extra))
# ---
import logging
for fmt, style in [('%(x', '%'), ('x', '{'), ('plain', '$'), ('%(message)s', '?')]:
    try:
        logging.Formatter(fmt, style=style)
    except ValueError as e:
        print(e)
r = logging.LogRecord('n', 20, '/p/mod.py', 3, 'm %s', (1,), None)
print(r, r.getMessage(), r.module, r.filename, r.levelname, r.funcName)
print(logging.makeLogRecord({'msg': 'made', 'levelno': 30}).getMessage())
try:
    logging.getLogger().setLevel('NOPE')
except ValueError as e:
    print(e)
print(logging.Formatter('%(message)s').format(logging.makeLogRecord({'msg': 'x%s', 'args': (1,)})))
# ---
import logging, sys
logging.basicConfig(filename='app.log', level=logging.INFO, format='%(name)s %(levelname)s %(message)s')
logging.info('to file')
logging.getLogger('child').warning('also to file')
logging.debug('below level')
logging.shutdown()
print(open('app.log').read())
fh = logging.FileHandler('other.log', mode='w')
lg = logging.getLogger('fh')
lg.addHandler(fh)
lg.warning('file handler')
fh.close()
print(open('other.log').read(), repr(fh).endswith("other.log (NOTSET)>"))
logging.basicConfig(stream=sys.stdout, force=True, format='%(message)s')
logging.warning('forced')
# ---
import logging
logging.basicConfig(stream=1, filename='x')
# ---
import logging
logging.getLogger('unconfigured').warning('last resort goes to stderr')
logging.getLogger('unconfigured').info('dropped')
print('done')
# ---
import logging
logging.basicConfig(nope=1)
