package blackjack.kit;

import blackjack.Blackjack;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/** The grader's side: hello, shuffle requests and cases, one JSON line in and one JSON line out. */
public final class Protocol {
    private Protocol() {}

    /** Declares exactly the finished parts (errors and multiplayer come with a playable round). */
    static Map<String, Object> hello() {
        List<String> features = new ArrayList<>(Parts.parts().stream().filter(p -> !Parts.missing().containsKey(p)).toList());
        if (Parts.ROUND_PARTS.stream().noneMatch(Parts.missing()::containsKey)) features.addAll(List.of("errors", "multiplayer"));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", "Java starter kit");
        out.put("protocol", 1);
        out.put("features", features);
        return out;
    }

    /** The players' choices as a case scripts them. */
    private static Table.Decider script(List<Map<String, Object>> seats) {
        int[] next = new int[seats.size()];
        return new Table.Decider() {
            public long insurance(int i) {
                Object stake = seats.get(i).get("insurance");
                return stake == null ? 0 : Validate.cents((Double) stake) * 10;
            }
            public boolean evenMoney(int i) {
                return Boolean.TRUE.equals(seats.get(i).get("evenMoney"));
            }
            public boolean earlySurrender(int i) {
                List<?> actions = (List<?>) seats.get(i).get("actions");
                if (actions.isEmpty() || !"surrender".equals(actions.get(0))) return false;
                next[i] = 1;
                return true;
            }
            public String action(int i, int hand, Table table) {
                List<?> actions = (List<?>) seats.get(i).get("actions");
                return next[i] < actions.size() ? (String) actions.get(next[i]++) : null;
            }
        };
    }

    private static Table round(Rules rules, List<String> shoe, int pos, List<Map<String, Object>> seats) {
        List<Long> bets = seats.stream().map(s -> Validate.cents((Double) s.get("bet")) * 10).toList();
        return Table.play(rules, shoe, pos, bets, script(seats));
    }

    /** One round, or several that change to the next shoe after the cut card. */
    static Map<String, Object> runCase(Map<String, Object> c) {
        for (String part : Parts.ROUND_PARTS) if (Parts.missing().containsKey(part)) throw new NotImplemented(Parts.missing().get(part));
        Validate.Checked k = Validate.check(c);
        if (k.single()) return Settle.result(round(k.rules(), k.shoes().get(0), 0, k.rounds().get(0)));
        List<Object> results = new ArrayList<>();
        List<Integer> reshuffles = new ArrayList<>();
        int shoe = 0, pos = k.rules().burn();
        for (int r = 0; r < k.rounds().size(); r++) {
            try {
                if (r > 0 && !reshuffles.isEmpty() && reshuffles.get(reshuffles.size() - 1) == r - 1) {
                    shoe++;
                    pos = k.rules().burn();
                    if (shoe >= k.shoes().size()) throw new CaseError("shoe-exhausted", "round " + r + " needs a new shoe and the case has no more");
                }
                if (pos > k.shoes().get(shoe).size()) throw new CaseError("shoe-exhausted", "the shoe is too short to burn its cards");
                Table t = round(k.rules(), k.shoes().get(shoe), pos, k.rounds().get(r));
                results.add(Settle.result(t));
                pos = t.pos;
                if (Blackjack.cutCardReached(pos, k.rules())) reshuffles.add(r);
            } catch (CaseError e) {
                e.body.put("round", r);
                throw e;
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("rounds", results);
        out.put("reshuffles", reshuffles);
        return out;
    }

    /** A reproducible Random from a seed string (FNV-1a, 64 bits). */
    public static Random seeded(String seed) {
        long h = 0xcbf29ce484222325L;
        for (byte b : seed.getBytes(java.nio.charset.StandardCharsets.UTF_8)) h = (h ^ (b & 0xff)) * 0x100000001b3L;
        return new Random(h);
    }

    private static Map<String, Object> shuffle(Map<String, Object> req) {
        if (Parts.missing().containsKey("shuffle")) throw new NotImplemented(Parts.missing().get("shuffle"));
        for (String k : req.keySet())
            if (!List.of("op", "decks", "seed", "id").contains(k)) throw new CaseError("invalid-case", "a shuffle request has no field " + k);
        if (req.containsKey("seed") && !(req.get("seed") instanceof String)) throw new CaseError("invalid-case", "seed must be a string");
        if (req.containsKey("id") && !(req.get("id") instanceof String)) throw new CaseError("invalid-case", "id must be a string");
        if (!(req.get("decks") instanceof Double d) || d != Math.rint(d) || d < 1 || d > 8)
            throw new CaseError("invalid-rules", "decks must be a whole number from 1 to 8");
        Random random = req.containsKey("seed") ? seeded((String) req.get("seed")) : new SecureRandom();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("shoe", Blackjack.shuffleShoe(d.intValue(), random));
        return out;
    }

    /** The answer to one request line; never throws. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> answer(String line) {
        Map<String, Object> out = new LinkedHashMap<>();
        try {
            Object req;
            try {
                req = Json.parse(line);
            } catch (IllegalArgumentException e) {
                req = null;
            }
            if (!(req instanceof Map)) throw new CaseError("invalid-case", "a request must be a JSON object");
            Map<String, Object> m = (Map<String, Object>) req;
            if ("hello".equals(m.get("op"))) return hello();
            if ("shuffle".equals(m.get("op"))) return shuffle(m);
            if (m.containsKey("op")) throw new CaseError("invalid-case", "unknown op " + Json.write(m.get("op")));
            return runCase(m);
        } catch (CaseError e) {
            out.put("error", e.body);
        } catch (NotImplemented e) {
            out.put("error", error("not-implemented", "not implemented: " + e.getMessage()));
        } catch (RuntimeException | StackOverflowError e) {
            // A bug in your code: say where, and keep answering.
            e.printStackTrace();
            out.put("error", error("exception", "your code threw " + e));
        }
        return out;
    }

    private static Map<String, Object> error(String code, String message) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("code", code);
        body.put("message", message);
        return body;
    }

    /** The local-command transport: each non-blank line in gets exactly one line out, flushed. */
    public static void serve(BufferedReader in, PrintStream out) throws IOException {
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.isBlank()) continue;
            out.println(Json.write(answer(line)));
            out.flush();
        }
    }
}
