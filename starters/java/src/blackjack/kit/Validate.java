package blackjack.kit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** Checks a whole case before anything is dealt, in the contract's order: case, rules, shoe, bets. */
public final class Validate {
    private Validate() {}

    /** What play needs from a checked case. */
    public record Checked(Rules rules, List<List<String>> shoes, List<List<Map<String, Object>>> rounds, boolean single) {}

    static boolean isNumber(Object x) {
        return x instanceof Double;
    }

    static boolean wholeCents(Object x) {
        return x instanceof Double d && Double.isFinite(d) && Math.abs(d * 100 - Math.rint(d * 100)) < 1e-6;
    }

    /** Whole cents of an amount in dollars. */
    public static long cents(double x) {
        return Math.round(x * 100);
    }

    static boolean isCard(Object c) {
        return c instanceof String s && s.length() == 2 && "A23456789TJQK".indexOf(s.charAt(0)) >= 0
                && "SHDC".indexOf(s.charAt(1)) >= 0;
    }

    private static final Map<String, Object[]> SPECS = new LinkedHashMap<>();
    private static final Map<String, Object> DEFAULTS = new LinkedHashMap<>();

    private static void spec(String key, Object def, Object... allowed) {
        SPECS.put(key, allowed);
        DEFAULTS.put(key, def);
    }

    static {
        spec("decks", 6.0, "int", 1.0, 8.0);
        spec("hitSoft17", false, "bool");
        spec("naturals", true, "bool");
        spec("blackjackPays", "3:2", "3:2", "6:5", "1:1");
        spec("holeCard", "peek", "peek", "enhc");
        spec("peekTen", true, "bool");
        spec("obo", true, "bool");
        spec("double", "any", "any", "9-11", "10-11", "none");
        spec("doubleForLess", false, "bool");
        spec("doubleAfterSplit", true, "bool");
        spec("split", true, "bool");
        spec("splitBy", "value", "value", "rank");
        spec("maxHands", 4.0, "int", 2.0, 8.0);
        spec("resplitAces", false, "bool");
        spec("hitSplitAces", false, "bool");
        spec("splitDeal", "sequential", "sequential", "upfront");
        spec("surrender", "late", "none", "late", "early");
        spec("surrenderAfterSplit", false, "bool");
        spec("insurance", true, "bool");
        spec("evenMoney", true, "bool");
        spec("penetration", 0.75, "num", 0.0, 0.95);
        spec("burn", 1.0, "int", 0.0, 10.0);
        spec("minBet", 5.0, "money");
        spec("maxBet", 100.0, "money");
    }

    private static boolean allowed(Object[] spec, Object v) {
        String kind = (String) spec[0];
        switch (kind) {
            case "bool": return v instanceof Boolean;
            case "money": return v instanceof Double d && d > 0 && wholeCents(d);
            case "int", "num": {
                if (!(v instanceof Double d)) return false;
                if (kind.equals("int") && d != Math.rint(d)) return false;
                return d >= (Double) spec[1] && d <= (Double) spec[2];
            }
            default:
                for (Object a : spec) if (a.equals(v)) return true;
                return false;
        }
    }

    /** The table's rules from a case's rules object; a bad key or value is invalid-rules. */
    public static Rules readRules(Map<String, Object> given) {
        Map<String, Object> r = new HashMap<>(DEFAULTS);
        for (Map.Entry<String, Object> e : given.entrySet()) {
            Object[] spec = SPECS.get(e.getKey());
            if (spec == null)
                throw new CaseError("invalid-rules", "unknown rule \"" + e.getKey() + "\"; the rules are " + String.join(", ", SPECS.keySet()));
            if (!allowed(spec, e.getValue()))
                throw new CaseError("invalid-rules", "rule " + e.getKey() + " cannot be " + Json.write(e.getValue()));
            r.put(e.getKey(), e.getValue());
        }
        Rules rules = new Rules(i(r, "decks"), b(r, "hitSoft17"), b(r, "naturals"), s(r, "blackjackPays"), s(r, "holeCard"),
                b(r, "peekTen"), b(r, "obo"), s(r, "double"), b(r, "doubleForLess"), b(r, "doubleAfterSplit"), b(r, "split"),
                s(r, "splitBy"), i(r, "maxHands"), b(r, "resplitAces"), b(r, "hitSplitAces"), s(r, "splitDeal"),
                s(r, "surrender"), b(r, "surrenderAfterSplit"), b(r, "insurance"), b(r, "evenMoney"),
                (Double) r.get("penetration"), i(r, "burn"), (Double) r.get("minBet"), (Double) r.get("maxBet"));
        if (rules.minBet() > rules.maxBet()) throw new CaseError("invalid-rules", "minBet is above maxBet");
        return rules;
    }

    private static int i(Map<String, Object> r, String k) { return ((Double) r.get(k)).intValue(); }
    private static boolean b(Map<String, Object> r, String k) { return (Boolean) r.get(k); }
    private static String s(Map<String, Object> r, String k) { return (String) r.get(k); }

    private static final Set<String> CASE_KEYS = Set.of("id", "title", "tags", "expect", "rules", "shoe", "seats", "shoes", "rounds");
    private static final Set<String> SEAT_KEYS = Set.of("bet", "actions", "insurance", "evenMoney");
    private static final Pattern ACTION = Pattern.compile("hit|stand|double|split|surrender|double:\\d+(\\.\\d+)?");

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> seats(Object seats) {
        if (!(seats instanceof List<?> list) || list.isEmpty() || list.size() > 7)
            throw new CaseError("invalid-case", "seats must list 1 to 7 seats");
        for (int i = 0; i < list.size(); i++) {
            if (!(list.get(i) instanceof Map<?, ?> s)) throw new CaseError("invalid-case", "seat " + i + " must be an object");
            for (Object k : s.keySet())
                if (!SEAT_KEYS.contains(k)) throw new CaseError("invalid-case", "seat " + i + " has an unknown field " + k);
            if (!isNumber(s.get("bet"))) throw new CaseError("invalid-case", "seat " + i + ": bet must be a number");
            boolean ok = s.get("actions") instanceof List<?> actions
                    && actions.stream().allMatch(a -> a instanceof String t && ACTION.matcher(t).matches());
            if (!ok) throw new CaseError("invalid-case", "seat " + i + ": actions must be a list of hit, stand, double, split, surrender");
            if (s.get("insurance") != null && !isNumber(s.get("insurance")))
                throw new CaseError("invalid-case", "seat " + i + ": insurance must be a number");
            if (s.containsKey("evenMoney") && !(s.get("evenMoney") instanceof Boolean))
                throw new CaseError("invalid-case", "seat " + i + ": evenMoney must be true or false");
        }
        return (List<Map<String, Object>>) seats;
    }

    @SuppressWarnings("unchecked")
    private static Checked shape(Map<String, Object> c) {
        for (String k : c.keySet()) if (!CASE_KEYS.contains(k)) throw new CaseError("invalid-case", "unknown field " + k);
        if (c.containsKey("id") && !(c.get("id") instanceof String)) throw new CaseError("invalid-case", "id must be a string");
        if (c.containsKey("title") && !(c.get("title") instanceof String)) throw new CaseError("invalid-case", "title must be a string");
        if (c.containsKey("tags") && !(c.get("tags") instanceof List<?> t && t.stream().allMatch(x -> x instanceof String)))
            throw new CaseError("invalid-case", "tags must be a list of strings");
        if (c.containsKey("rules") && !(c.get("rules") instanceof Map)) throw new CaseError("invalid-case", "rules must be an object");
        List<String> has = new ArrayList<>();
        for (String k : List.of("shoe", "seats", "shoes", "rounds")) if (c.containsKey(k)) has.add(k);
        if (has.equals(List.of("shoe", "seats"))) {
            if (!(c.get("shoe") instanceof List)) throw new CaseError("invalid-case", "shoe must be a list of cards");
            return new Checked(null, List.of((List<String>) c.get("shoe")), List.of(seats(c.get("seats"))), true);
        }
        if (!has.equals(List.of("shoes", "rounds"))) throw new CaseError("invalid-case", "a case has shoe and seats, or shoes and rounds");
        if (!(c.get("shoes") instanceof List<?> shoes) || shoes.isEmpty() || !shoes.stream().allMatch(x -> x instanceof List))
            throw new CaseError("invalid-case", "shoes must be a non-empty list of lists of cards");
        if (!(c.get("rounds") instanceof List<?> rounds) || rounds.isEmpty())
            throw new CaseError("invalid-case", "rounds must be a non-empty list");
        List<List<Map<String, Object>>> out = new ArrayList<>();
        for (Object r : rounds) {
            if (!(r instanceof Map<?, ?> m) || !m.keySet().equals(Set.of("seats")))
                throw new CaseError("invalid-case", "each round is {\"seats\": [...]}");
            out.add(seats(m.get("seats")));
        }
        return new Checked(null, (List<List<String>>) (List<?>) shoes, out, false);
    }

    private static void shoe(List<?> shoe, int decks) {
        Map<Object, Integer> seen = new HashMap<>();
        for (Object card : shoe) {
            if (!isCard(card)) throw new CaseError("invalid-shoe", Json.write(card) + " is not a card (rank A23456789TJQK then suit SHDC)");
            if (seen.merge(card, 1, Integer::sum) > decks)
                throw new CaseError("invalid-shoe", card + " appears more than " + decks + " times in a " + decks + "-deck shoe");
        }
    }

    private static void bets(Rules rules, List<Map<String, Object>> seats, Integer round) {
        for (int i = 0; i < seats.size(); i++) {
            double bet = (Double) seats.get(i).get("bet");
            Object stake = seats.get(i).get("insurance") == null ? 0.0 : seats.get(i).get("insurance");
            String problem = null;
            if (!wholeCents(bet) || bet < rules.minBet() || bet > rules.maxBet())
                problem = "seat " + i + ": bet " + bet + " is outside " + rules.minBet() + "-" + rules.maxBet();
            else if (!wholeCents(stake) || (Double) stake < 0 || cents((Double) stake) * 2 > cents(bet))
                problem = "seat " + i + ": insurance is 0 to half the bet";
            if (problem != null) {
                CaseError e = new CaseError("invalid-bet", problem);
                if (round != null) e.at("round", round);
                throw e.at("seat", i);
            }
        }
    }

    /** Checks the case; throws CaseError for the first problem. */
    @SuppressWarnings("unchecked")
    public static Checked check(Map<String, Object> c) {
        Checked s = shape(c);
        Rules rules = readRules(c.containsKey("rules") ? (Map<String, Object>) c.get("rules") : Map.of());
        for (List<String> one : s.shoes()) shoe(one, rules.decks());
        for (int r = 0; r < s.rounds().size(); r++) bets(rules, s.rounds().get(r), s.single() ? null : r);
        return new Checked(rules, s.shoes(), s.rounds(), s.single());
    }
}
