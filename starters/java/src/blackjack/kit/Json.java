package blackjack.kit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader and writer, enough for the protocol: objects become LinkedHashMap, arrays
 * ArrayList, numbers Double, and true/false/null Boolean and null. No library needed.
 */
public final class Json {
    private final String text;
    private int at;

    private Json(String text) {
        this.text = text;
    }

    /** Parses one JSON value; throws IllegalArgumentException when the text is not JSON. */
    public static Object parse(String text) {
        Json p = new Json(text);
        Object value = p.value();
        p.space();
        if (p.at != text.length()) throw p.error("text after the value");
        return value;
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("not JSON: " + what + " at character " + at);
    }

    private void space() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) at++;
    }

    private Object value() {
        space();
        if (at >= text.length()) throw error("the text ends");
        char c = text.charAt(at);
        if (c == '{') return object();
        if (c == '[') return array();
        if (c == '"') return string();
        if (text.startsWith("true", at)) return word("true", Boolean.TRUE);
        if (text.startsWith("false", at)) return word("false", Boolean.FALSE);
        if (text.startsWith("null", at)) return word("null", null);
        return number();
    }

    private Object word(String w, Object v) {
        at += w.length();
        return v;
    }

    private Map<String, Object> object() {
        Map<String, Object> map = new LinkedHashMap<>();
        at++;
        space();
        if (at < text.length() && text.charAt(at) == '}') {
            at++;
            return map;
        }
        while (true) {
            space();
            if (at >= text.length() || text.charAt(at) != '"') throw error("a key must be a string");
            String key = string();
            space();
            if (at >= text.length() || text.charAt(at++) != ':') throw error("':' expected");
            map.put(key, value());
            space();
            if (at >= text.length()) throw error("the object is not closed");
            char c = text.charAt(at++);
            if (c == '}') return map;
            if (c != ',') throw error("',' or '}' expected");
        }
    }

    private List<Object> array() {
        List<Object> list = new ArrayList<>();
        at++;
        space();
        if (at < text.length() && text.charAt(at) == ']') {
            at++;
            return list;
        }
        while (true) {
            list.add(value());
            space();
            if (at >= text.length()) throw error("the array is not closed");
            char c = text.charAt(at++);
            if (c == ']') return list;
            if (c != ',') throw error("',' or ']' expected");
        }
    }

    private String string() {
        StringBuilder out = new StringBuilder();
        at++;
        while (true) {
            if (at >= text.length()) throw error("the string is not closed");
            char c = text.charAt(at++);
            if (c == '"') return out.toString();
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (at >= text.length()) throw error("the string is not closed");
            char e = text.charAt(at++);
            switch (e) {
                case 'n' -> out.append('\n');
                case 't' -> out.append('\t');
                case 'r' -> out.append('\r');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    if (at + 4 > text.length()) throw error("a bad \\u escape");
                    out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    at += 4;
                }
                default -> out.append(e);
            }
        }
    }

    private Double number() {
        int start = at;
        while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) at++;
        try {
            return Double.valueOf(text.substring(start, at));
        } catch (NumberFormatException e) {
            throw error("a value was expected");
        }
    }

    /** Writes a value as compact JSON. Whole numbers that are Integer or Long are written without ".0". */
    public static String write(Object v) {
        StringBuilder out = new StringBuilder();
        write(v, out);
        return out.toString();
    }

    private static void write(Object v, StringBuilder out) {
        if (v == null) out.append("null");
        else if (v instanceof String s) writeString(s, out);
        else if (v instanceof Double d) out.append(d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString(d.longValue()) : d.toString());
        else if (v instanceof Number || v instanceof Boolean) out.append(v);
        else if (v instanceof Map<?, ?> m) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) out.append(',');
                first = false;
                writeString(String.valueOf(e.getKey()), out);
                out.append(':');
                write(e.getValue(), out);
            }
            out.append('}');
        } else if (v instanceof List<?> l) {
            out.append('[');
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) out.append(',');
                write(l.get(i), out);
            }
            out.append(']');
        } else writeString(v.toString(), out);
    }

    private static void writeString(String s, StringBuilder out) {
        out.append('"');
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') out.append('\\').append(c);
            else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
            else out.append(c);
        }
        out.append('"');
    }
}
