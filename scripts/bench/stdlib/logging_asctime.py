import logging, io, time
buf = io.StringIO()
h = logging.StreamHandler(buf)
h.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
log = logging.getLogger("app")
log.handlers.clear()  # a re-run in one process measures the same work
log.addHandler(h); log.setLevel(logging.INFO)
t = time.process_time()
for i in range(20000):
    log.info("processed %d items for %s", i, "user")
    log.debug("hidden %d", i)
print(len(buf.getvalue().splitlines()))
