package blackjack.kit;

import java.util.LinkedHashMap;
import java.util.Map;

/** An answer of the protocol's error kind: {"error": {"code", "message", ...}}. */
public final class CaseError extends RuntimeException {
    public final Map<String, Object> body = new LinkedHashMap<>();

    public CaseError(String code, String message) {
        super(message);
        body.put("code", code);
        body.put("message", message);
    }

    /** Adds a locator (round, seat, hand, action). */
    public CaseError at(String key, Object value) {
        body.put(key, value);
        return this;
    }
}
