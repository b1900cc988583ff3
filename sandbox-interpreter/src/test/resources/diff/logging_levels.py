# Logger's level methods and isEnabledFor (native over the logger's cache): levels, caches cleared by setLevel and
# logging.disable, disabled loggers, subclasses with their own isEnabledFor, msg by keyword, the caller's line
import io, logging
buf = io.StringIO()
h = logging.StreamHandler(buf)
h.setFormatter(logging.Formatter('%(levelname)s|%(name)s|%(funcName)s|%(lineno)d|%(message)s'))
log = logging.getLogger('svc')
log.addHandler(h)
log.propagate = False
log.setLevel(logging.INFO)
def work(i):
    log.debug('hidden %d', i)
    log.info('shown %d of %s', i, 'n')
    log.warning('warn %s', i)
    log.error('err %r', i)
    log.critical('crit')
    log.fatal('fatal %d', i)
work(1)
print(log.isEnabledFor(10), log.isEnabledFor(20), log.isEnabledFor(25), sorted(log._cache.items()))
log.setLevel(logging.DEBUG)
print(log.isEnabledFor(10), sorted(log._cache.items()))
log.debug('now shown %d', 2)
logging.disable(logging.WARNING)
log.error('disabled by manager')
log.critical('still shown')
logging.disable(logging.NOTSET)
log.disabled = True
log.critical('logger disabled')
log.disabled = False
log.info(msg='by keyword')
log.info('extra %s', 'x', extra={'k': 1}, stacklevel=1)
log.error('boom %d', 3, exc_info=False)
log.warn('old %s', 'api') if False else None
print(buf.getvalue())
for bad in [lambda: log.info(), lambda: log.debug(), lambda: log.info('x', bogus=1), lambda: logging.Logger.info(),
            lambda: log.isEnabledFor()]:
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)
# ---
import io, logging
class Quiet(logging.Logger):
    def isEnabledFor(self, level):
        print('asked', level)
        return level >= 30
out = io.StringIO()
q = Quiet('quiet')
q.addHandler(logging.StreamHandler(out))
q.info('no')
q.warning('yes %d', 1)
class Loud(logging.Logger):
    def info(self, msg, *args, **kwargs):
        super().info('[loud] ' + msg, *args, **kwargs)
l = Loud('loud', logging.DEBUG)
l.addHandler(logging.StreamHandler(out))
l.info('hi %s', 'there')
l.debug('dbg')
print(out.getvalue(), logging.getLogger('plain').isEnabledFor(logging.WARNING), logging.getLogger().isEnabledFor(20))
r = logging.getLogger()
r.handlers.clear()
s = io.StringIO()
logging.basicConfig(stream=s, level=logging.INFO, format='%(levelname)s:%(module)s:%(message)s')
logging.info('module level %d', 1)
logging.debug('module hidden')
logging.getLogger('a.b').info('child')
print(s.getvalue())
