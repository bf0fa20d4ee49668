package io.djambi.bot.fakediscord;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The server side of one RFC 6455 connection, as much as JDA's client (nv-websocket-client) uses: the opening
 * handshake, text and binary frames (fragmented or not), masked client frames, 16- and 64-bit lengths, ping, pong and
 * close. The JDK has a WebSocket client only, hence this.
 */
final class WebSocket {
    private static final String GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
    private static final int CONTINUATION = 0x0;
    private static final int TEXT = 0x1;
    private static final int BINARY = 0x2;
    private static final int CLOSE = 0x8;
    private static final int PING = 0x9;
    private static final int PONG = 0xA;

    /** A message from the client, or its going away ({@code closeCode} set, {@code text} null). */
    record Incoming(String text, int closeCode) {}

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;
    private final URI target;
    private volatile boolean closed;

    private WebSocket(Socket socket, DataInputStream in, URI target) throws IOException {
        this.socket = socket;
        this.in = in;
        this.out = socket.getOutputStream();
        this.target = target;
    }

    /** Reads the client's upgrade request and answers 101; a request that is no WebSocket upgrade is refused. */
    static WebSocket accept(Socket socket) throws IOException {
        socket.setTcpNoDelay(true);
        DataInputStream in = new DataInputStream(socket.getInputStream());
        String[] lines = readHead(in).split("\r\n");
        Map<String, String> headers = new HashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.put(
                        lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
                        lines[i].substring(colon + 1).trim());
            }
        }
        String key = headers.get("sec-websocket-key");
        String[] requestLine = lines[0].split(" ");
        if (key == null || requestLine.length < 2) {
            socket.getOutputStream().write("HTTP/1.1 400 Bad Request\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            socket.close();
            throw new IOException("not a WebSocket upgrade: " + lines[0]);
        }
        String response = "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Accept: " + acceptKey(key) + "\r\n\r\n";
        socket.getOutputStream().write(response.getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        return new WebSocket(socket, in, URI.create(requestLine[1]));
    }

    static String acceptKey(String key) {
        try {
            byte[] sha1 = MessageDigest.getInstance("SHA-1").digest((key + GUID).getBytes(StandardCharsets.US_ASCII));
            return Base64.getEncoder().encodeToString(sha1);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-1", e);
        }
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                throw new EOFException("connection closed during the handshake");
            }
            head.write(b);
            matched = (b == (matched % 2 == 0 ? '\r' : '\n')) ? matched + 1 : (b == '\r' ? 1 : 0);
        }
        return head.toString(StandardCharsets.ISO_8859_1);
    }

    /** The request's path and query, e.g. {@code /gateway?encoding=json&v=10&compress=zlib-stream}. */
    URI target() {
        return target;
    }

    /**
     * Blocks for the client's next message, answering pings on the way; a close frame is answered and ends the
     * connection, as does the socket going away (code 1006).
     */
    Incoming read() {
        ByteArrayOutputStream fragments = null;
        try {
            while (true) {
                int b0 = in.readUnsignedByte();
                int b1 = in.readUnsignedByte();
                boolean fin = (b0 & 0x80) != 0;
                int opcode = b0 & 0x0F;
                long length = b1 & 0x7F;
                if (length == 126) {
                    length = in.readUnsignedShort();
                } else if (length == 127) {
                    length = in.readLong();
                }
                byte[] mask = new byte[4];
                boolean masked = (b1 & 0x80) != 0;
                if (masked) {
                    in.readFully(mask);
                }
                byte[] payload = new byte[Math.toIntExact(length)];
                in.readFully(payload);
                if (masked) {
                    for (int i = 0; i < payload.length; i++) {
                        payload[i] ^= mask[i & 3];
                    }
                }
                switch (opcode) {
                    case PING -> frame(PONG, payload);
                    case PONG -> {}
                    case CLOSE -> {
                        int code =
                                payload.length >= 2 ? ByteBuffer.wrap(payload).getShort() & 0xFFFF : 1005;
                        close(code);
                        return new Incoming(null, code);
                    }
                    case TEXT, BINARY, CONTINUATION -> {
                        if (opcode != CONTINUATION) {
                            fragments = new ByteArrayOutputStream();
                        }
                        if (fragments != null) {
                            fragments.write(payload);
                        }
                        if (fin && fragments != null) {
                            return new Incoming(fragments.toString(StandardCharsets.UTF_8), 0);
                        }
                    }
                    default -> {
                        close(1002);
                        return new Incoming(null, 1002);
                    }
                }
            }
        } catch (IOException | ArithmeticException e) {
            // a killed client sends no close frame: the socket's end is its goodbye
            closeSocket();
            return new Incoming(null, 1006);
        }
    }

    void sendText(String text) {
        frame(TEXT, text.getBytes(StandardCharsets.UTF_8));
    }

    void sendBinary(byte[] data) {
        frame(BINARY, data);
    }

    /** Sends a close frame with {@code code} (once) and ends the connection. */
    void close(int code) {
        if (!closed) {
            frame(CLOSE, ByteBuffer.allocate(2).putShort((short) code).array());
        }
        closeSocket();
    }

    boolean isClosed() {
        return closed;
    }

    private synchronized void frame(int opcode, byte[] payload) {
        if (closed) {
            return;
        }
        ByteArrayOutputStream frame = new ByteArrayOutputStream(payload.length + 10);
        frame.write(0x80 | opcode);
        if (payload.length < 126) {
            frame.write(payload.length);
        } else if (payload.length < 65536) {
            frame.write(126);
            frame.write(payload.length >>> 8);
            frame.write(payload.length & 0xFF);
        } else {
            frame.write(127);
            frame.writeBytes(ByteBuffer.allocate(8).putLong(payload.length).array());
        }
        frame.writeBytes(payload);
        try {
            out.write(frame.toByteArray());
            out.flush();
        } catch (IOException e) {
            closeSocket();
        }
    }

    private synchronized void closeSocket() {
        closed = true;
        try {
            socket.close();
        } catch (IOException e) {
            // already gone: nothing more to close
        }
    }
}
