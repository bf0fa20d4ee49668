# Run: python3 docs/tryout/game_fr.py <channel|new> [max_human_moves]   (after start.sh; French words; continues a started game in <channel>)
"""alice (Red) and bob (Yellow) play /move with moves found by autocomplete (kills preferred), two AIs (Blue normal,
Green hard). After max_human_moves, bob then alice resign (confirming) to finish. Prints a log line per move."""
import random, re, sys, time
from fd import *

NEW = len(sys.argv) < 2 or sys.argv[1] == "new"
chan = call("POST", "/channels", {"guild_id": GUILD, "name": "game"})["id"] if NEW else sys.argv[1]
print("channel", chan, flush=True)
cap = int(sys.argv[2]) if len(sys.argv) > 2 else 80
rnd = random.Random(7)
HUMANS = {ALICE: "Alice", BOB: "Bob"}


def public_posts(after):
    return [m for m in messages(channel_id=chan, after=after, author="bot") if not (m.get("flags") or 0) & 64]


def legal_moves(user):
    """Every complete move autocomplete offers, expanding 'C3-…' prefixes."""
    todo, done = [""], []
    while todo:
        prefix = todo.pop()
        for c in auto(user, prefix, chan):
            v = c["value"]
            if v == "?":
                return []
            if "…" in c["name"] and v != prefix:
                todo.append(v)
            elif "…" in c["name"]:  # autocomplete does not expand past 25: narrow by the next square's column
                todo += [v + col for col in "ABCDEFGHI"]
            else:
                done.append(v)
    return sorted(set(done))


def choose(moves):
    kills = [m for m in moves if "x" in m.lower()]
    return rnd.choice(kills or moves)


def resign(user):
    r = slash(user, "resign", chan=chan)
    for m in reply_of(r):
        for c in comps(m):
            if "confirm" in c[1] or ("resign" in c[1] and "cancel" not in c[1]):
                button(user, m["id"], c[1])
                return c[1]
    return None


if NEW:
    slash(ALICE, "new", {"players": "4"}, chan=chan)
    slash(BOB, "join", {"colour": "yellow"}, chan=chan)
    slash(ALICE, "add-ai", {"level": "normal", "colour": "blue"}, chan=chan)
    slash(ALICE, "add-ai", {"level": "hard", "colour": "green"}, chan=chan)
    r = slash(ALICE, "start", chan=chan)
human_moves, resigned = 0, []
last = "0"
if not NEW:
    ps = public_posts("0"); k = max(i for i, m in enumerate(ps) if "de jouer" in text_of(m)); last = ps[k - 1]["id"]
while True:
    posts = public_posts(last)
    if not posts:
        got = messages(channel_id=chan, after=last, author="bot", wait_ms=20000)
        continue
    last = posts[-1]["id"]
    turn_posts = [m for m in posts if "de jouer" in text_of(m) or "gagne la partie" in text_of(m) or "La partie est nulle" in text_of(m) or "elle s'arrête" in text_of(m)]
    if not turn_posts:
        continue
    text = text_of(turn_posts[-1])
    ender = not re.search(r"de jouer", text)
    if ender and ("<@" in text or posts[-1].get("attachments")) and not any(x in text for x in ("resign", "Resign")) :
        pass
    mover = next((u for u in HUMANS if re.search("À " + HUMANS[u] + r" \(\w+\) de jouer", text) and f"<@{u}>" in text), None)  # the post may also ping an eliminated player
    if mover is None:
        if "de jouer" not in text:
            print("END?", text[:300].replace("\n", " | "))
            time.sleep(5)
            if not public_posts(last):
                break
        continue
    if human_moves >= cap and mover not in resigned:
        print("resigning", HUMANS[mover], resign(mover))
        resigned.append(mover)
        continue
    moves = legal_moves(mover)
    if not moves:
        time.sleep(1)
        continue
    for attempt in range(5):
        mv = choose(moves)
        rec = slash(mover, name="move", opts={"move": mv}, chan=chan)
        said = " / ".join(text_of(m)[:200] for m in reply_of(rec))
        if "Vous avez joué" in said or said.startswith("Joué") or said.startswith("Publié ci-dessous"):
            break
        print("  not played:", mv, said[:200].replace("\n", " | "), flush=True)
    human_moves += 1
    print(f"{human_moves:3d} {HUMANS[mover]:5s} {mv:14s} ({len(moves)} legal) -> {said}", flush=True)
print("human moves played:", human_moves)
