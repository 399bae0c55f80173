package org.edma.storagerules;

import com.google.common.util.concurrent.Futures;
import com.google.gson.JsonParser;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Compiles and evaluates a tiny ruleset once at start-up: proves the engine works end to end
 * before the handshake (a broken engine then stops the emulator at once instead of denying every
 * request) and warms up the JVM for the first real request.
 */
final class EngineSelfCheck {
  private static final String RULES =
      """
      rules_version = '2';
      service firebase.storage {
        match /b/{bucket}/o {
          match /public/{name} {
            allow get: if request.auth == null && name.size() > 0;
          }
        }
      }
      """;

  private static final String REQUEST =
      """
      {"map_value": {"fields": {
        "auth": {"null_value": null},
        "path": {"path_value": {"segments": [{"simple": "b"}, {"simple": "x"}, {"simple": "o"}, {"simple": "public"}, {"simple": "a"}]}},
        "resource": {"null_value": null}
      }}}
      """;

  private EngineSelfCheck() {}

  static void run() throws Exception {
    Compilation compilation = new RulesetCompiler().compile(List.of(new SourceFile("self-check.rules", RULES)));
    if (compilation.ruleset() == null) {
      throw new IllegalStateException("built-in rules do not compile: " + compilation.errors());
    }
    StorageRequestContext context =
        new StorageRequestContext(
            ExpressionValues.path("/b/x/o/public/a"),
            ExpressionValues.parse(JsonParser.parseString(REQUEST)).getMapValue(),
            ExpressionValues.NULL,
            path -> Futures.immediateFailedFuture(new IllegalStateException("no Firestore here")));
    boolean permit =
        compilation.ruleset().evaluator().evaluate(StorageMethod.GET.toRuleContext(context)).get(30, TimeUnit.SECONDS).permit();
    if (!permit) {
      throw new IllegalStateException("built-in rules denied a request they allow");
    }
  }
}
