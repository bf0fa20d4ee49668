# Run by two_processes.sh (RUN=<its run folder>): plays, as the players would, on two bot processes that share one
# PostgreSQL, one per shard, and prints what the players saw and a summary.
"""Server A (900000000004194404) is on shard 0, server B (900000000000000100) on shard 1; the four users sit in a
4-human game in each. Steps: wait for both processes; a lobby and a start in each server; MOVES moves in each, both
games at once; a whisper by DM (/whisper game: to: message:) in each game; kill -9 of shard 1's process; while it is
down, moves in A and a try in B; B's turn reminder (turn-time:3m) must not come from shard 0's process; restart;
the reminder once; AFTER more moves in B; then the counts: public posts per move, the history's move count, the
whisper DMs, the reminders, the bots' warnings and errors."""
import datetime, os, re, subprocess, sys, threading, time
from fd import RUN, call, text_of, reply_of

MOVES, AFTER, TURN_TIME = 10, 5, 180
# The clock of a new turn is saved by the process's timer, within a second of the move: a kill sooner than that
# starts the turn's clock again when the process is back, so the reminder does not come when the post said
# (seen once with a kill 0.1 s after the move; KILL_DELAY=0 may show it, depending on the timing)
KILL_DELAY = float(os.environ.get("KILL_DELAY", "2"))
NAMES = {"900000000000000301": "Alice", "900000000000000302": "Bob", "900000000000000303": "Carol",
         "900000000000000304": "Dave"}
BY_NAME = {v: k for k, v in NAMES.items()}
ALICE, BOB, CAROL, DAVE = NAMES
T0 = time.time()
problems = []


def log(*a):
    print(f"[{time.time() - T0:6.1f}s]", *a, flush=True)


def settle(it):
    if "id" not in it:
        return it
    rec = call("GET", f"/interactions/{it['id']}", until="acked", wait_ms=30000)
    if (rec.get("callback") or {}).get("type") == 5:
        rec = call("GET", f"/interactions/{it['id']}", until="edited", wait_ms=30000)
    return rec


class Game:
    def __init__(self, label, guild, channel, shard):
        self.label, self.guild, self.channel, self.shard = label, guild, channel, shard
        self.acked, self.start_post, self.seen, self.lock = [], None, set(), threading.Lock()

    def slash(self, user, sub=None, opts=None, name="djambi"):
        body = {"user_id": user, "guild_id": self.guild, "channel_id": self.channel, "name": name,
                "options": opts or {}}
        if sub:
            body["subcommand"] = sub
        return settle(call("POST", "/interactions/command", body))

    def said(self, rec):
        return " / ".join(text_of(m) for m in reply_of(rec)) or str(rec.get("error") or rec.get("http_error") or rec)

    def public(self):
        return [m for m in call("GET", "/messages", channel_id=self.channel, author="bot")
                if not (m.get("flags") or 0) & 64]

    def new_posts(self, wait_s=20):
        """The public posts not seen yet, waiting up to wait_s for at least one."""
        end = time.time() + wait_s
        while True:
            fresh = [m for m in self.public() if m["id"] not in self.seen]
            if fresh or time.time() > end:
                self.seen.update(m["id"] for m in fresh)
                return fresh
            time.sleep(0.2)

    def mover(self, text):
        found = re.search(r"(Alice|Bob|Carol|Dave) \((\w+)\) to move", text)
        return BY_NAME[found.group(1)] if found else None

    def open(self, opts):
        for user, sub, o in [(ALICE, "new", opts), (BOB, "join", {}), (CAROL, "join", {}), (DAVE, "join", {}),
                             (ALICE, "start", {})]:
            log(self.label, f"/djambi {sub} by {NAMES[user]}:", self.said(self.slash(user, sub, o))[:160])
        posts = self.new_posts()
        while posts and "to move" not in text_of(posts[-1]):  # the board of the start is posted after the lobby
            posts += self.new_posts()
        self.start_post = posts[-1]
        log(self.label, "public posts so far:", len(posts), "| last:", text_of(posts[-1])[:200].replace("\n", " | "))
        self.last_text = text_of(posts[-1])

    def legal_moves(self, user):
        todo, done = [""], []
        while todo and len(done) < 40:
            prefix = todo.pop()
            body = {"user_id": user, "guild_id": self.guild, "channel_id": self.channel, "name": "move",
                    "options": {"move": prefix}, "focused": "move"}
            for c in call("POST", "/interactions/autocomplete", body, wait_ms=10000).get("autocomplete_choices") or []:
                v = c["value"]
                if v == "?":
                    return []
                if "…" in c["name"] and v != prefix:
                    todo.append(v)
                elif "…" not in c["name"]:
                    done.append(v)
        return sorted(set(done))

    def play(self, n):
        for _ in range(n):
            user = self.mover(self.last_text)
            if user is None:
                problems.append(f"{self.label}: no player to move in: {self.last_text[:200]}")
                return
            moves = self.legal_moves(user)
            kills = [m for m in moves if "x" in m.lower()]
            mv = (kills or moves)[len(self.acked) % len(kills or moves)]
            rec = self.slash(user, name="move", opts={"move": mv})
            said = self.said(rec)
            if not (said.startswith("Played") or said.startswith("Posted below")):
                problems.append(f"{self.label}: {NAMES[user]}'s {mv} not played: {said[:200]}")
                return
            posts = self.new_posts()
            self.acked.append((NAMES[user], mv, time.time()))
            if len(posts) != 1:
                problems.append(f"{self.label}: move {len(self.acked)} gave {len(posts)} public posts")
            self.last_text = text_of(posts[-1]) if posts else self.last_text
            log(self.label, f"move {len(self.acked):2d}: {NAMES[user]:5s} {mv:8s} -> {said[:70]!r}; public post:",
                repr(self.last_text[:110]))

    def history_count(self):
        rec = self.slash(ALICE, "history")
        lines = re.findall(r"^(\d+)\. ", "\n".join(text_of(m) for m in reply_of(rec)), re.M)
        files = [a for m in reply_of(rec) for a in m.get("attachments") or []]
        for a in files:  # the whole history is attached when it is long
            if a.get("local_path"):
                lines += re.findall(r"^(\d+)\. ", open(a["local_path"], encoding="utf-8").read(), re.M)
        return max(map(int, lines)) if lines else 0, text_of(reply_of(rec)[0])[:300] if reply_of(rec) else rec


def log_time(line):
    return datetime.datetime.strptime(line[:23], "%Y-%m-%d %H:%M:%S.%f").timestamp()


def ready_seconds(shard, since_line=0):
    """Seconds from the process's launch to 'Turn timer and AI players running' in its log."""
    started = float(open(f"{RUN}/bot{shard}.started-at").read())
    for _ in range(600):
        lines = open(f"{RUN}/bot{shard}.log", encoding="utf-8").read().splitlines()[since_line:]
        got = [l for l in lines if "Turn timer and AI players running" in l]
        if got:
            return log_time(got[0]) - started
        time.sleep(0.2)
    raise SystemExit(f"shard {shard}'s process did not start: see {RUN}/bot{shard}.log")


def whisper(game_label, sender, to, game_value, message):
    body = {"user_id": sender, "dm": True, "name": "whisper",
            "options": {"game": game_value, "to": to, "message": message}}
    rec = settle(call("POST", "/interactions/command", body))
    return " / ".join(text_of(m) for m in reply_of(rec))


def game_choice(user, server_name):
    body = {"user_id": user, "dm": True, "name": "whisper", "options": {"game": ""}, "focused": "game"}
    choices = call("POST", "/interactions/autocomplete", body, wait_ms=10000).get("autocomplete_choices") or []
    # shard 0's process answers DMs; a server on another shard is not in its cache, so it may not know its name
    named = [c for c in choices if server_name in c["name"]] or [c for c in choices if "a Discord server" in c["name"]]
    return (named[0]["value"] if named else None), [c["name"] for c in choices]


def dms_with(user, needle):
    return [m for m in call("GET", "/dms", user_id=user) if needle in text_of(m)]


def main():
    a = Game("A/shard0", "900000000004194404", "900000000004194505", 0)
    b = Game("B/shard1", "900000000000000100", "900000000000000201", 1)
    ready = {s: ready_seconds(s) for s in (0, 1)}
    pg = float(open(f"{RUN}/pg.ready-at").read()) - float(open(f"{RUN}/pg.started-at").read())
    log(f"PostgreSQL ready in {pg:.1f} s; processes ready (launch to timers running): "
        f"shard 0 {ready[0]:.1f} s, shard 1 {ready[1]:.1f} s")
    health = call("GET", "/health")
    commands = call("GET", "/commands", name="djambi", wait_ms=30000)
    log("fake: connected shards", health.get("connected_shards"), "| /djambi registered:",
        [c.get("_scope") for c in commands])

    a.open({"players": "4"})
    b.open({"players": "4", "turn-time": "3m"})
    threads = [threading.Thread(target=g.play, args=(MOVES,)) for g in (a, b)]
    [t.start() for t in threads]
    [t.join() for t in threads]

    whispers = []
    for g, sender, to in ((b, CAROL, DAVE), (a, BOB, ALICE)):
        value, names = game_choice(sender, "Shard Zero" if g is a else "Shard One")
        message = f"psst from {NAMES[sender]} in {g.label} at {int(time.time())}"
        said = whisper(g.label, sender, to, value, message)
        log(g.label, f"/whisper in a DM by {NAMES[sender]} to {NAMES[to]} (game {value} of {names}):", said[:120])
        whispers.append((g.label, to, message))

    # kill -9 shard 1's process mid-game: B's turn clock (3m) keeps running in the database
    time.sleep(KILL_DELAY)
    pid = int(open(f"{RUN}/bot1.pid").read())
    os.kill(pid, 9)
    killed_at = time.time()
    turn_started = b.acked[-1][2]
    log(f"kill -9 of shard 1's process (pid {pid}); {NAMES.get(b.mover(b.last_text))} to move in B")
    time.sleep(2)
    try_b = call("POST", "/interactions/command", {"user_id": b.mover(b.last_text), "guild_id": b.guild,
                 "channel_id": b.channel, "name": "djambi", "subcommand": "status", "options": {}})
    time.sleep(5)
    try_b = call("GET", f"/interactions/{try_b['id']}")
    log("B while its process is down: /djambi status acknowledged?", try_b.get("acked"),
        "| fake's record:", {k: v for k, v in try_b.items() if k not in ("payload", "token")})
    a.play(3)  # shard 0's process goes on serving A
    wait = turn_started + TURN_TIME / 2 + 10 - time.time()
    log(f"waiting {wait:.0f} s past B's reminder time (half of 3m) with shard 1's process down")
    time.sleep(max(0, wait))
    early = [m for u in NAMES for m in dms_with(u, "⏰")] + [m for m in b.public() if "⏰" in text_of(m)]
    log("reminders sent while shard 1's process was down (must be 0):", len(early))
    if early:
        problems.append(f"{len(early)} reminder(s) for B sent while its process was down (by shard 0's process)")

    lines_before = len(open(f"{RUN}/bot1.log", encoding="utf-8").read().splitlines())
    open(f"{RUN}/bot1.started-at", "w").write(str(time.time()))
    with open(f"{RUN}/bot1.log", "a") as out:
        proc = subprocess.Popen(open(f"{RUN}/bot1.cmd").read().split(), stdout=out, stderr=subprocess.STDOUT)
    open(f"{RUN}/bot1.pid", "w").write(str(proc.pid))
    again = ready_seconds(1, lines_before)
    log(f"shard 1's process restarted: ready in {again:.1f} s, {time.time() - killed_at:.0f} s after the kill")
    reminders = []
    for _ in range(75):  # the reminder is due: the restarted process's first ticks should send it
        reminders = [(u, m) for u in NAMES for m in dms_with(u, "⏰")]
        if reminders:
            break
        time.sleep(0.2)
    restarted_at = float(open(f"{RUN}/bot1.started-at").read()) + again
    log(f"reminders {time.time() - restarted_at:.1f} s after shard 1's process was ready:", len(reminders))
    for u, m in reminders:
        log(f"reminder DM to {NAMES[u]}:", text_of(m)[:200].replace("\n", " | "))
    b.play(AFTER)

    # The counts
    print("\n===== summary =====")
    print(f"PostgreSQL ready {pg:.1f} s; shard 0 ready {ready[0]:.1f} s, shard 1 {ready[1]:.1f} s, "
          f"shard 1 again after kill -9 {again:.1f} s")
    for g in (a, b):
        posts = g.public()
        after_start = [m for m in posts if int(m["id"]) > int(g.start_post["id"])]
        boards = [m for m in after_start if m.get("attachments")]
        texts = [text_of(m) for m in after_start]
        twice = len(texts) - len(set(texts))
        count, shown = g.history_count()
        print(f"{g.label}: moves acknowledged {len(g.acked)}; public posts after the start {len(after_start)} "
              f"(with a board {len(boards)}); posted twice {twice}; /djambi history says {count} moves")
        if not (len(g.acked) == len(after_start) == len(boards) == count) or twice:
            problems.append(f"{g.label}: moves {len(g.acked)}, posts {len(after_start)}, boards {len(boards)}, "
                            f"history {count}, twice {twice}: {shown!r}")
    for label, to, message in whispers:
        got = dms_with(to, message)
        print(f"whisper in {label} to {NAMES[to]}: received {len(got)} time(s)")
        for m in got:
            print("   ", text_of(m)[:300].replace("\n", " | "))
        if len(got) != 1:
            problems.append(f"whisper in {label} reached {NAMES[to]} {len(got)} times")
    print(f"B's turn reminders: {len(early)} while its process was down, {len(reminders)} in all "
          f"(to {', '.join(NAMES[u] for u, _ in reminders)})")
    if len(reminders) != 1:
        problems.append(f"B's turn reminder sent {len(reminders)} times")
    unhandled = call("GET", "/unhandled")
    print("REST calls the fake does not serve:", len(unhandled or []))
    for s in (0, 1):
        bad = [l for l in open(f"{RUN}/bot{s}.log", encoding="utf-8") if re.search(r"^\S+ \S+ (WARN|ERROR)", l)]
        print(f"shard {s}'s log: {len(bad)} WARN/ERROR line(s)")
        for l in bad[:8]:
            print("   ", l.rstrip()[:220])
    print("problems:", "none" if not problems else "")
    for p in problems:
        print("  -", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
