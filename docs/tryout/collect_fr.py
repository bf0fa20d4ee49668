# Run: python3 docs/tryout/collect_fr.py [skip_user_id]   (every text the bot sent in the French fake, incl. edits, DMs,
# components, autocomplete; prints the lines that look English). skip_user_id: leave out ephemerals to that user (the English one).
import json, re, sys
from fd import *
skip = sys.argv[1] if len(sys.argv) > 1 else None
EN = re.compile(r"\b(the|to|is|are|you|your|of|and|with|from|move|moves|played|game|board|page|Choose|Cancel|Confirm|Accept|Decline|Join|Leave|Start|Add|Make|Previous|Next|Back|Send|Reply|free|seated|waiting|whisper|press|full|none|skip|draw|resign|turn|only|host|lobby|Not|nothing|wins|AI)\b")
ALLOW = re.compile(r"/djambi \w[\w-]*|/move|/whisper|\b[A-I][1-9]\b|`[^`]*`|<[@#t][^>]*>|https?://\S+|public:true|to2|to3|move:")
# the token's owner, from the interactions: ephemerals of the skipped user are left out
tok_user = {it["payload"]["token"]: (it["payload"].get("member") or {}).get("user", {}).get("id") or it["payload"].get("user", {}).get("id") for it in call("GET", "/interactions")}
iid_user = {it["id"]: tok_user[it["payload"]["token"]] for it in call("GET", "/interactions")}
seen = {}
def add(t, where):
    for line in (t or "").split("\n"):
        line = line.strip()
        if line and line not in seen:
            seen[line] = where
def walk_comps(cs, where):
    for c in cs or []:
        for k in ("label", "placeholder"):
            if c.get(k): add(c[k], where + f" [{k}]")
        for o in c.get("options") or []:
            add(o.get("label"), where + " [option]"); add(o.get("description"), where + " [option description]")
        walk_comps(c.get("components"), where)
for m in messages(include_deleted="true"):
    if m["author"]["id"] != "900000000000000001":
        continue
    iid = (m.get("_meta") or {}).get("interaction_id")
    if skip and iid and iid_user.get(iid) == skip:
        continue
    kind = ("DM" if m["_meta"].get("dm_recipient_id") else "ephemeral" if (m.get("flags") or 0) & 64 else "public")
    where = f"{kind} {m['id']}"
    full = call("GET", f"/messages/{m['id']}")
    versions = [full] + [e.get("payload") or {} for e in full.get("_edits") or []]
    for v in versions:
        add(text_of(v), where); walk_comps(v.get("components"), where)
        for e in v.get("embeds") or []:
            add((e.get("footer") or {}).get("text"), where)
for it in call("GET", "/interactions"):
    if skip and iid_user.get(it["id"]) == skip:
        continue
    for c in it.get("autocomplete_choices") or []:
        add(c["name"], "autocomplete")
    if it.get("modal"):
        add(json.dumps(it["modal"], ensure_ascii=False), "modal")
print(len(seen), "distinct lines")
for line, where in seen.items():
    bare = ALLOW.sub(" ", line)
    if EN.search(bare):
        print(f"{where:32s} | {line[:300]}")
