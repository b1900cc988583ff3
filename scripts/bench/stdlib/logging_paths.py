# logging's other common paths: calls below the level, %-, {- and $-style formats, a LoggerAdapter, getLogger per
# call, exceptions with tracebacks; the logger's handlers are replaced (not added to) so a re-run measures the same
import io, logging
log = logging.getLogger("svc.worker")
log.handlers.clear()
log.setLevel(logging.INFO)
log.propagate = False
buf = io.StringIO()
h = logging.StreamHandler(buf)
log.addHandler(h)
for i in range(50000):
    log.debug("hidden %d", i)
for fmt, style in (("%(levelname)s:%(name)s:%(message)s", "%"), ("{levelname} {name} {message} {lineno}", "{"),
                   ("$levelname $name $message", "$"), ("%(asctime)s %(funcName)s %(message)s", "%")):
    h.setFormatter(logging.Formatter(fmt, style=style, datefmt="%H:%M:%S"))
    for i in range(4000):
        log.info("item %d of %s", i, "batch")
ad = logging.LoggerAdapter(log, {"req": 7})
h.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
for i in range(4000):
    ad.info("adapted %d", i)
    logging.getLogger("svc.worker").warning("w %s", i)
for i in range(300):
    try:
        1 / 0
    except ZeroDivisionError:
        log.exception("failed %d", i)
text = buf.getvalue()
print(len(text.splitlines()), text.count("Traceback"), text.splitlines()[-1])
