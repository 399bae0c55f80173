package org.edma.storagerules;

import java.util.List;

/**
 * Checks, by reflection only, that the Firebase Rules engine classes and methods this program is
 * written against are on the class path. They are undocumented internals of the Cloud Firestore
 * emulator jar (written against version 1.19.9), so a different jar must fail at start, loudly.
 */
final class EngineCompatibility {
  private static final String STORAGE = "com.google.firebase.rules.partners.services.firebasestorage.";

  /** Class name, then the public method names that must exist on it. */
  private static final List<List<String>> REQUIRED =
      List.of(
          List.of("com.google.firebase.rules.lang.FirebaseRulesProtoCompiler", "createStandalone", "compile"),
          List.of("com.google.firebase.rules.lang.common.FirebaseRulesLangOptions", "builder"),
          List.of(
              "com.google.firebase.rules.lang.common.FirebaseRulesLangOptions$Builder",
              "allowTernaryOperator",
              "allowCrossServiceRules",
              "build"),
          List.of("com.google.firebase.rules.lang.CompileResult", "hasCompilationError", "getIssues", "getRulesetAst"),
          List.of("com.google.firebase.rules.runtime.impl.DefaultEvaluator", "evaluate"),
          List.of("com.google.firebase.rules.runtime.common.EvaluationResult", "permit"),
          List.of("com.google.firebase.rules.runtime.utils.ExpressionValueUtils", "getPathSegments"),
          List.of("com.google.firebase.rules.runtime.v1.ExpressionValue", "newBuilder"),
          List.of("com.google.firebase.rules.v1.Source", "newBuilder"),
          List.of("com.google.firebase.rules.v1.Issue", "getDescription", "getSourcePosition", "getSeverity"),
          List.of(STORAGE + "FirebaseStorageService$FirebaseStorageResourceContext", "resource"),
          List.of(
              STORAGE + "FirebaseStorageService$FirebaseStorageContext",
              "path",
              "request",
              "debug",
              "firestoreGet",
              "firestoreExists"),
          List.of(STORAGE + "FirebaseStorageGetContextConverter", "convert"),
          List.of(STORAGE + "FirebaseStorageListContextConverter", "convert"),
          List.of(STORAGE + "FirebaseStorageCreateContextConverter", "convert"),
          List.of(STORAGE + "FirebaseStorageUpdateContextConverter", "convert"),
          List.of(STORAGE + "FirebaseStorageDeleteContextConverter", "convert"),
          List.of("com.google.protobuf.util.JsonFormat", "parser", "printer"),
          List.of("com.google.gson.JsonParser", "parseString"));

  private EngineCompatibility() {}

  /** Exits the process with status 70 and a message on stderr when the engine does not fit. */
  static void requireEngine() {
    for (List<String> entry : REQUIRED) {
      String className = entry.get(0);
      Class<?> type;
      try {
        type = Class.forName(className, false, EngineCompatibility.class.getClassLoader());
      } catch (ClassNotFoundException | LinkageError e) {
        fail("class " + className + " not found");
        return;
      }
      for (String method : entry.subList(1, entry.size())) {
        if (!hasPublicMethod(type, method)) {
          fail("method " + className + "." + method + "() not found");
        }
      }
    }
    try {
      EngineSelfCheck.run();
    } catch (Throwable e) {
      fail("self-check failed: " + e);
    }
  }

  private static boolean hasPublicMethod(Class<?> type, String name) {
    for (var method : type.getMethods()) {
      if (method.getName().equals(name)) {
        return true;
      }
    }
    return false;
  }

  /**
   * firebase-tools waits forever for the handshake of a runtime that exits, unless its stderr
   * mentions "jarfile" (as java's own "Unable to access jarfile" does): then it stops with an
   * error. So this message names the word on purpose, in its first line.
   */
  private static void fail(String problem) {
    System.err.println(
        "storage-rules-runtime: this jarfile cannot serve: the Firebase Rules engine is missing or incompatible ("
            + problem
            + ").\n  It needs the Cloud Firestore emulator jar (written against version 1.19.9) on its class path ("
            + ClassPathDescription.describe()
            + ").\n  Rebuild it against a compatible one with tools/storage-rules-runtime/build.mjs.");
    System.exit(70);
  }
}
