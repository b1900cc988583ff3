import logging, time
f = logging.Formatter("%(asctime)s %(levelname)s %(message)s")
r = logging.LogRecord("n", logging.INFO, "p", 1, "msg %d", (5,), None)
r.created = 1700000000.25
r.msecs = 250
print(f.format(r))
print(f.formatTime(r, "%Y/%m/%d %H:%M"))
logging.Formatter.converter = time.gmtime
print(f.formatTime(r))
g = logging.Formatter("%(asctime)s|%(message)s", datefmt="%H:%M:%S")
g.converter = time.localtime
print(g.format(r))
class Utc(logging.Formatter):
    converter = time.gmtime
print(Utc("%(asctime)s").format(r))
# ---
import io, logging
s = io.StringIO()
logging.basicConfig(stream=s, level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("app.worker")
for i in range(3):
    log.info("item %d", i)
    log.debug("hidden %d", i)
lines = s.getvalue().splitlines()
print(len(lines), [l.split(" ", 2)[2] for l in lines], all(len(l.split(" ")[1]) == 12 for l in lines))

# ---
import logging, time, io
f = logging.Formatter("%(asctime)s|%(message)s")
g = logging.Formatter("%(asctime)s|%(message)s", datefmt="%d/%m/%Y %H-%M-%S")
class G(logging.Formatter):
    converter = time.gmtime
h = G("%(asctime)s %(msecs)d")
for created in [0.0, 0.999, 1.0, 1700000000.25, 1700000000.75, 1700000001.0, -1.5, -0.5, 86399.9999]:
    r = logging.makeLogRecord({"msg": "m", "created": created, "msecs": (created - int(created)) * 1000})
    print(f.format(r), g.format(r), h.format(r))
r = logging.makeLogRecord({"msg": "int", "created": 5, "msecs": 0})
print(f.format(r))
f2 = logging.Formatter("%(asctime)s")
f2.converter = lambda s: time.gmtime(s + 3600)
print(f2.format(logging.makeLogRecord({"created": 10.0, "msecs": 0})))
