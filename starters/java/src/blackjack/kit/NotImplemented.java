package blackjack.kit;

/** Thrown by a function you have not written yet; its message names the function and the part. */
public final class NotImplemented extends RuntimeException {
    public NotImplemented(String message) {
        super(message);
    }
}
