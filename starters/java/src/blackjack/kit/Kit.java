package blackjack.kit;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Command line of the kit: the console game by default, the grader's protocol with --protocol. */
public final class Kit {
    private Kit() {}

    private static final String USAGE = """
            usage: java -cp out blackjack.Blackjack [--protocol] [--players N] [--rules JSON] [--shoe CARDS] [--seed S]
              --protocol     speak the grader's JSON protocol on stdin/stdout
              --players N    seats at the table (1-7)
              --rules JSON   table rules, e.g. '{"hitSoft17": true}'
              --shoe CARDS   a stacked shoe: cards in the order they are dealt, e.g. TS,6C,7H,TD
              --seed S       shuffle reproducibly from this seed""";

    /** Runs the kit around your Blackjack class; returns the exit status. */
    @SuppressWarnings("unchecked")
    public static int run(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Map<String, String> opt = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--protocol") || a.equals("--help")) opt.put(a, "");
            else if (List.of("--players", "--rules", "--shoe", "--seed").contains(a) && i + 1 < args.length) opt.put(a, args[++i]);
            else {
                System.err.println("unknown argument " + a + "\n" + USAGE);
                return 2;
            }
        }
        if (opt.containsKey("--help")) {
            System.out.println(USAGE);
            return 0;
        }
        if (opt.containsKey("--protocol")) {
            // Answers go to the real standard output; anything your code prints goes to standard error,
            // where the grader shows it, instead of being taken for an answer.
            PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
            System.setOut(System.err);
            Protocol.serve(in, out);
            return 0;
        }
        Rules rules;
        int players;
        try {
            players = Integer.parseInt(opt.getOrDefault("--players", "1"));
            if (players < 1 || players > 7) throw new IllegalArgumentException("--players is 1 to 7");
            Map<String, Object> given = new LinkedHashMap<>();
            Path file = Path.of("assignment.json");
            if (Files.exists(file)) {
                Object a = Json.parse(Files.readString(file));
                if (a instanceof Map<?, ?> m && m.get("rules") instanceof Map<?, ?> r) given.putAll((Map<String, Object>) r);
            }
            if (opt.containsKey("--rules")) given.putAll((Map<String, Object>) Json.parse(opt.get("--rules")));
            rules = Validate.readRules(given);
        } catch (RuntimeException e) {
            System.err.println("blackjack: " + e.getMessage());
            return 2;
        }
        List<String> stacked = null;
        if (opt.containsKey("--shoe")) {
            stacked = new ArrayList<>();
            for (String c : opt.get("--shoe").split(",")) stacked.add(c.trim().toUpperCase());
        }
        new Console(in).play(rules, players, stacked, opt.get("--seed"));
        return 0;
    }
}
