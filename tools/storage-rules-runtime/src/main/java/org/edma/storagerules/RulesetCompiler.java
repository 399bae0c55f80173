package org.edma.storagerules;

import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import java.util.ArrayList;
import java.util.List;

/** Compiles rules source with the Firebase Rules language compiler. */
final class RulesetCompiler {
  private final FirebaseRulesProtoCompiler compiler =
      FirebaseRulesProtoCompiler.createStandalone(
          FirebaseRulesLangOptions.builder()
              .allowTernaryOperator(true)
              // Storage rules may call firestore.get()/exists(); without this they fail when run.
              .allowCrossServiceRules(true)
              .build());

  Compilation compile(List<SourceFile> files) {
    Source.Builder source = Source.newBuilder();
    for (SourceFile file : files) {
      source.addFiles(File.newBuilder().setName(file.name()).setContent(file.content()));
    }
    CompileResult result = compiler.compile(source);

    List<String> errors = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    for (Issue issue : result.getIssues()) {
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(IssueJson.format(issue));
    }
    if (result.hasCompilationError()) {
      if (errors.isEmpty()) {
        errors.add(IssueJson.format(Issue.newBuilder().setDescription("Compilation failed").build()));
      }
      return new Compilation(null, List.copyOf(errors), List.copyOf(warnings));
    }
    RulesetAst ast = result.getRulesetAst();
    return new Compilation(
        new CompiledRuleset(rulesVersion(ast), new DefaultEvaluator(ast)), List.copyOf(errors), List.copyOf(warnings));
  }

  /** Rules without {@code rules_version = '2'} are version 1 (which, for example, forbids list). */
  private static int rulesVersion(RulesetAst ast) {
    return ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1;
  }
}
