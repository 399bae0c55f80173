package org.edma.storagerules;

import java.io.OutputStream;

/** Wires the protocol channel to the request router and serves until stdin closes. */
final class Server {
  private Server() {}

  static void start(OutputStream protocolOut) {
    ProtocolChannel channel = new ProtocolChannel(System.in, protocolOut);
    RequestRouter router = new RequestRouter(channel, new Rulesets(new RulesetCompiler()));
    // firebase-tools waits for this reply (id -1) before it sends anything.
    channel.send(Replies.ready());
    channel.readEach(router::handle);
  }
}
