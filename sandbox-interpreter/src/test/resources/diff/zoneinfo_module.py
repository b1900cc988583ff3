from zoneinfo import ZoneInfo, available_timezones, ZoneInfoNotFoundError
from datetime import datetime, timedelta, timezone
paris = ZoneInfo('Europe/Paris')
print(repr(paris), str(paris), paris.key, paris is ZoneInfo('Europe/Paris'), 'Europe/Paris' in available_timezones(), len(available_timezones()) > 400)
for key in ['UTC', 'America/New_York', 'Asia/Kolkata', 'America/Sao_Paulo', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'Europe/Dublin']:
    z = ZoneInfo(key)
    for dt in [datetime(2021, 1, 15, 12), datetime(2021, 7, 15, 12), datetime(1990, 6, 1), datetime(2035, 12, 25, 8, 30)]:
        a = dt.replace(tzinfo=z)
        print(key, a.isoformat(), a.tzname(), a.utcoffset(), a.dst(), a.astimezone(timezone.utc).isoformat())
# ---
from zoneinfo import ZoneInfo
from datetime import datetime, timedelta, timezone
ny = ZoneInfo('America/New_York')
fold = datetime(2023, 11, 5, 1, 30, tzinfo=ny)
print(fold, fold.tzname(), fold.replace(fold=1), fold.replace(fold=1).tzname(), fold.utcoffset(), fold.replace(fold=1).utcoffset())
gap = datetime(2023, 3, 12, 2, 30, tzinfo=ny)
print(gap, gap.tzname(), gap.utcoffset(), gap.replace(fold=1).utcoffset(), gap.astimezone(timezone.utc), gap.replace(fold=1).astimezone(timezone.utc))
u = datetime(2023, 11, 5, 5, 30, tzinfo=timezone.utc)
for h in range(4):
    t = (u + timedelta(hours=h)).astimezone(ny)
    print(repr(t), t.fold, t.tzname())
print(fold == fold.replace(fold=1), fold.astimezone(timezone.utc) == fold, fold.replace(fold=1) == fold.replace(fold=1).astimezone(timezone.utc))
print(hash(fold) == hash(fold.replace(fold=1)), (fold.replace(fold=1) - fold), fold.replace(fold=1).astimezone(timezone.utc) - fold.astimezone(timezone.utc))
la = ZoneInfo('America/Los_Angeles')
print(fold.astimezone(la), datetime(2023, 6, 1, tzinfo=la) - datetime(2023, 6, 1, tzinfo=ny), datetime(2023, 6, 1, 9, tzinfo=la) == datetime(2023, 6, 1, 12, tzinfo=ny))
print(datetime(2024, 3, 31, 12, tzinfo=ZoneInfo('Europe/London')).strftime('%Y-%m-%d %H:%M %Z %z'), datetime.fromtimestamp(1700000000, tz=ny))
print(datetime(2024, 1, 1, tzinfo=ZoneInfo('Europe/Berlin')).astimezone(ZoneInfo('Asia/Tokyo')))
# ---
from zoneinfo import ZoneInfo
for key in ['Mars/Olympus', '../etc/passwd', '/etc/localtime', '', 'Europe//Paris', 'europe/paris']:
    try:
        ZoneInfo(key)
    except Exception as e:
        print(type(e).__name__, e)
print(ZoneInfo('UTC').utcoffset(None), ZoneInfo.no_cache('UTC') is ZoneInfo('UTC'))
ZoneInfo.clear_cache()
print(ZoneInfo('UTC') == ZoneInfo('UTC'))
# ---
from zoneinfo import ZoneInfo
ZoneInfo('Nowhere/Special')
