"""Tiny client for the fakediscord control API. Import it: from fd import *  (CTRL from /tmp/djtry/fd/ports.json)."""
import json, os, urllib.request, urllib.parse

RUN = os.environ.get("RUN", "/tmp/djtry-fr")
CTRL = json.load(open(f"{RUN}/fd/ports.json"))["control_url"].rstrip("/")
ALICE, BOB, CAROL, DAVE = "900000000000000301", "900000000000000302", "900000000000000303", "900000000000000304"
GUILD, CHAN = "900000000000000100", "900000000000000201"


def call(method, path, body=None, **q):
    url = CTRL + path + ("?" + urllib.parse.urlencode(q) if q else "")
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=180) as r:
            return json.loads(r.read() or b"null")
    except urllib.error.HTTPError as e:
        return {"http_error": e.code, "body": e.read().decode()}


def settle(it, until="acked", wait=20000):
    """Waits for the interaction to be acknowledged (and its deferred reply to be filled in)."""
    rec = call("GET", f"/interactions/{it['id']}", until=until, wait_ms=wait)
    if rec.get("callback", {}) and rec["callback"].get("type") in (5, 6):
        rec = call("GET", f"/interactions/{it['id']}", until="edited", wait_ms=wait)
    return rec


def slash(user, sub=None, opts=None, name="djambi", chan=CHAN, until="acked"):
    body = {"user_id": user, "guild_id": GUILD, "channel_id": chan, "name": name, "options": opts or {}}
    if sub:
        body["subcommand"] = sub
    it = call("POST", "/interactions/command", body)
    if "id" not in it:
        return it
    return settle(it, until)


def auto(user, typed, chan=CHAN):
    body = {"user_id": user, "guild_id": GUILD, "channel_id": chan, "name": "move", "options": {"move": typed}, "focused": "move"}
    it = call("POST", "/interactions/autocomplete", body, wait_ms=10000)
    return it.get("autocomplete_choices") or []


def button(user, msg_id, custom_id, values=None):
    import time
    before = len(call("GET", f"/messages/{msg_id}").get("_edits") or [])
    body = {"user_id": user, "message_id": msg_id, "custom_id": custom_id}
    path = "/interactions/button"
    if values is not None:
        body["values"] = values
        path = "/interactions/select"
    it = call("POST", path, body)
    if "id" not in it:
        return it
    rec = call("GET", f"/interactions/{it['id']}", until="acked", wait_ms=20000)
    if rec.get("callback") and rec["callback"]["type"] in (6, 7):
        for _ in range(100):  # a deferred update: wait for the edit of the clicked message (or a followup)
            if len(call("GET", f"/messages/{msg_id}").get("_edits") or []) > before or rec.get("followups"):
                break
            time.sleep(0.1)
            rec = call("GET", f"/interactions/{it['id']}")
        time.sleep(0.3)
        rec = call("GET", f"/interactions/{it['id']}")
        rec["clicked"] = call("GET", f"/messages/{msg_id}")
    elif rec.get("callback") and rec["callback"]["type"] == 5:
        rec = call("GET", f"/interactions/{it['id']}", until="edited", wait_ms=20000)
    return rec


def messages(**q):
    return call("GET", "/messages", **q)


def text_of(m):
    """Content plus embed text of a message (dict), for printing."""
    if not m:
        return ""
    out = [m.get("content") or ""]
    for e in m.get("embeds") or []:
        out += [e.get("title") or "", e.get("description") or ""]
        out += [f"{f.get('name')}: {f.get('value')}" for f in e.get("fields") or []]
    return "\n".join(x for x in out if x)


def comps(m):
    """custom_id/label/disabled of every component, flattened."""
    res = []

    def walk(cs):
        for c in cs or []:
            if c.get("custom_id"):
                res.append((c.get("type"), c["custom_id"], c.get("label") or c.get("placeholder"), c.get("disabled", False),
                            [o.get("value") for o in c.get("options") or []]))
            walk(c.get("components"))
            if c.get("accessory"):
                walk([c["accessory"]])
            if c.get("component"):
                walk([c["component"]])
    walk(m.get("components") if m else None)
    return res


def reply_of(rec):
    """The visible answer to an interaction: its callback message or its edited original, and followups."""
    msgs = []
    if rec.get("original_message"):
        msgs.append(rec["original_message"])
    elif rec.get("callback") and rec["callback"].get("data"):
        msgs.append(rec["callback"]["data"])
    msgs += rec.get("followups") or []
    return msgs


def show(rec, label=""):
    print(f"=== {label}")
    if "http_error" in rec or "error" in rec:
        print("  ERROR", rec)
        return
    cb = rec.get("callback") or {}
    print(f"  callback type {cb.get('type')}")
    for m in reply_of(rec):
        eph = " [ephemeral]" if (m.get("flags") or 0) & 64 else ""
        print(f"  msg {m.get('id')}{eph}: " + text_of(m).replace("\n", "\n     "))
        for a in m.get("attachments") or []:
            print(f"     attachment {a.get('filename')} {a.get('size')} B {a.get('width')}x{a.get('height')}")
        for c in comps(m):
            print("     comp", c)
