# Run: [RUN=/tmp/djtry-en] python3 docs/tryout/measure.py [channel_id]   (counts what the bot sent in one channel, from requests.jsonl)
"""Public posts, ephemerals, edits, board PNG sizes in one channel, from <RUN>/fd/requests.jsonl (interaction tokens
mapped to channels through the control API). Also human moves and AI runs from the public board posts."""
import json, re, sys
from fd import *

chan = sys.argv[1] if len(sys.argv) > 1 else "900000000000000200"
tok_chan, tok_kind = {}, {}
for it in call("GET", "/interactions"):
    tok_chan[it["payload"]["token"]] = it["channel_id"]
    d = it["payload"].get("data") or {}
    tok_kind[it["payload"]["token"]] = d.get("name") or d.get("custom_id")
msg_chan = {m["id"]: m["channel_id"] for m in messages(include_deleted="true")}

public, ephem, edits, comp_strips, pngs, other_files = [], [], [], 0, [], []
for line in open(f"{RUN}/fd/requests.jsonl"):
    r = json.loads(line)
    p, meth, body = r["path"], r["method"], r.get("body") or {}
    pj = body.get("payload_json", body) if isinstance(body, dict) else {}
    if isinstance(pj, str):
        pj = json.loads(pj)
    files = body.get("files") or [] if isinstance(body, dict) else []
    m = re.search(r"/webhooks/\d+/([^/]+)(/messages/([^/?]+))?$", p) or re.search(r"/interactions/\d+/([^/]+)/callback", p)
    c = re.search(r"/channels/(\d+)/messages(/(\d+))?", p)
    if m:
        ch = tok_chan.get(m.group(1))
    elif c:
        ch = c.group(1)
    else:
        continue
    if ch != chan or r["status"] >= 400:
        continue
    flags = (pj.get("flags") or 0) if isinstance(pj, dict) else 0
    if "/callback" in p:
        data = pj.get("data") or {}
        if pj.get("type") == 4:
            (ephem if (data.get("flags") or 0) & 64 else public).append((r["seq"], "callback", files))
        continue
    if meth == "POST":  # a followup or a channel message
        (ephem if flags & 64 else public).append((r["seq"], "post", files, (pj.get("content") or "")[:60]))
    elif meth == "PATCH":
        target = (m.group(3) if m else c.group(3))
        if target == "@original":
            kind = tok_kind.get(m.group(1), "")
            # the deferred reply being filled in: ephemeral unless flags say otherwise
            ephem.append((r["seq"], "fill:" + str(kind), files)) if str(kind) in ("move", "djambi") else edits.append((r["seq"], "@original:" + str(kind), files))
        else:
            edits.append((r["seq"], "edit", files))
            if pj.get("components") == [] and not pj.get("content"):
                comp_strips += 1
    for f in files:
        (pngs if f["filename"].startswith("djambi-board") else other_files).append(f)

board_posts = [m for m in messages(channel_id=chan, author="bot") if not (m.get("flags") or 0) & 64 and any(a["filename"].startswith("djambi-board") for a in m.get("attachments") or [])]
# Who played each move: each board post lists the newest moves ("N. Who (Colour): MOVE — ..."), the last one newest;
# they are aligned on the game record attached to the final post, so a move repeated in several recaps counts once.
record = []
for m in messages(channel_id=chan, author="bot"):
    for a in m.get("attachments") or []:
        if a["filename"].startswith("djambi-game") and a["filename"].endswith(".txt"):  # not history.txt nor the press archive
            record = [l.strip() for l in open(a["local_path"]) if l.strip() and not l.startswith(";")][1:]
author, prev_k = {}, -1
for bp in board_posts + [m for m in messages(channel_id=chan, author="bot") if m not in board_posts]:
    # English "AI Blue (normal): C3-E5 —" or French "IA Bleu (normale) : C3-E5 —" (a no-break space before the colon)
    lines = re.findall(r"(?m)^(?:\d+\. )?((?:AI|IA) \w+ \(\w+\)|[A-Z]\w+ \(\w+\))[\s\u00a0]?: (\S+) —", text_of(bp))
    if not lines:
        continue
    for k in range(prev_k + 1, len(record)):
        n = len(lines)
        if k - n + 1 >= 0 and [mv for _, mv in lines] == record[k - n + 1:k + 1]:
            for j, (who, _) in enumerate(lines):
                author[k - n + 1 + j] = who
            prev_k = k
            break
seq = [author.get(i, "?") for i in range(len(record))]
human_moves, ai_runs, prev_ai = 0, 0, False
for who in seq:
    if who.startswith(("AI ", "IA ")) or who == "?":
        ai_runs += 0 if prev_ai else 1
        prev_ai = True
    else:
        human_moves += 1
        prev_ai = False
png_sizes = [f["size"] for f in pngs]
print(f"channel {chan}")
print(f"public posts (bot, non-ephemeral): {len(public)}")
print(f"ephemeral replies/followups:       {len(ephem)}")
print(f"edits (PATCH, not deferred fills): {len(edits)}  of which component-only strips: {comp_strips}")
print(f"board PNG uploads: {len(png_sizes)}  total {sum(png_sizes)/1e6:.2f} MB  average {sum(png_sizes)/max(1,len(png_sizes))/1024:.1f} KiB  max {max(png_sizes, default=0)/1024:.1f} KiB")
print(f"other files: {[(f['filename'], f['size']) for f in other_files]}")
print(f"all uploads: {(sum(png_sizes)+sum(f['size'] for f in other_files))/1e6:.2f} MB")
print(f"moves in the record: {len(record)} (human {human_moves}, AI or unknown {len(seq)-human_moves}; unknown {seq.count(chr(63))}), AI runs: {ai_runs}")
print(f"target: public posts <= human moves + AI runs + 3 = {human_moves + ai_runs + 3}")
